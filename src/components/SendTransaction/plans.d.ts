/** The plans plugins/send-transaction writes into the generated files, by id (`page:digest:n`). */
declare module '@generated/send-transaction/default/plans.json' {
  import type {SendPlan} from '@site/plugins/send-transaction';

  const plans: Record<string, SendPlan>;
  export default plans;
}

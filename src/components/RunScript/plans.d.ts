/** The plans plugins/run-script writes into the generated files, by id (`page:line`). */
declare module '@generated/run-script/default/plans.json' {
  import type {RunnableScript} from '@site/plugins/run-script';

  const plans: Record<string, RunnableScript>;
  export default plans;
}

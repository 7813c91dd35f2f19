/**
 * What npm test holds search relevance to: `npm run search:eval -- --gate` fails when a
 * backend's figures on the query set (queries.yaml) fall below its floor. The floors are the
 * figures the search reaches today, rounded down to the percent, so that a change that loses
 * answers fails; raise them when a change gains some. TARGET is what issue 33 asks of both
 * backends; both reach it now, so a floor never goes below it.
 */
import type {Figures} from './metrics';

type Floor = Pick<Figures, 'hitAt1' | 'hitAt5'>;

export const FLOOR: Record<'embedded' | 'typesense', Floor> = {
  embedded: {hitAt1: 0.85, hitAt5: 0.99},
  typesense: {hitAt1: 0.85, hitAt5: 0.97},
};

export const TARGET: Floor = {hitAt1: 0.85, hitAt5: 0.97};

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** One message per figure below its floor, naming the backend, the figure, its value and the floor; a backend with no floor is an error too. */
export function belowFloor(runs: readonly {name: string; figures: Figures}[], floors: Record<string, Floor> = FLOOR): string[] {
  const messages: string[] = [];
  for (const name of Object.keys(floors)) {
    const run = runs.find((candidate) => candidate.name === name);
    if (!run) {
      messages.push(`${name}: not measured, and the gate needs its figures`);
      continue;
    }
    for (const figure of ['hitAt1', 'hitAt5'] as const) {
      if (run.figures[figure] < floors[name]![figure]) {
        messages.push(`${name}: ${figure === 'hitAt1' ? 'hit@1' : 'hit@5'} ${percent(run.figures[figure])} is below its floor of ${percent(floors[name]![figure])}`);
      }
    }
  }
  return messages;
}

/**
 * Loads redocusaurus's server-rendering Redoc component (in Reference.tsx) for the reference's own root
 * (RedocIsland.tsx), so that no page waits for Redoc's code: on a phone, each step below is
 * a task of its own, and the main thread answers the reader between them.
 *
 * 1. Redoc's libraries (libraries.ts) are evaluated;
 * 2. Redoc's bundle is evaluated;
 * 3. Redoc's store is built for the description (store.ts): the description
 *    parsed, its Markdown rendered and the menu made;
 * then the reference hydrates, item by item (HydrateLater.tsx).
 *
 * On the server the component is the same, without the pauses.
 */
import type {ComponentType} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {RedocThemeData} from '../../theme';

type ServerRedocProps = {spec: object; url?: string; isSpecFile?: boolean; themeId?: string};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function loadReference(spec: object, url: string, themeData: RedocThemeData): Promise<{default: ComponentType<ServerRedocProps>}> {
  if (!ExecutionEnvironment.canUseDOM) return import('./Reference');
  await (await import('./libraries')).evaluateLibraries(nextTask);
  const component = await import('./Reference');
  await nextTask();
  // Not a static import: that would put Redoc's bundle, which store.ts imports, in the page's own chunk.
  const {prepareSpec} = await import('./store');
  prepareSpec(spec, url, themeData);
  await nextTask();
  return component;
}

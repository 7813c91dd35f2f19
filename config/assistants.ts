/**
 * The AI assistants a doc page can be opened in (src/components/OpenInAssistant). Each opens a
 * new conversation with a prompt given in the URL's `q` parameter; the prompt names the page's
 * Markdown (plugins/llms-txt) at the site's canonical URL, so the assistant reads the page
 * itself rather than what it remembers of Flow.
 */
export interface Assistant {
  /** Shown as "Open in {name}". */
  name: string;
  /** A new conversation; the prompt goes into `q`. */
  newChat: string;
}

export const assistants = [
  {name: 'ChatGPT', newChat: 'https://chatgpt.com/'},
  {name: 'Claude', newChat: 'https://claude.ai/new'},
] as const satisfies readonly Assistant[];

/** The prompt that asks an assistant to read one page's Markdown. */
export function assistantPrompt(markdownUrl: string, title: string): string {
  return `Read ${markdownUrl} ("${title}", a page of the Flow Developer Portal) so that you can answer my questions about it. Base your answers on that page and say when something is not in it.`;
}

/** The link that opens `assistant` with the prompt for the page whose Markdown is at `markdownUrl`. */
export function assistantLink(assistant: Assistant, markdownUrl: string, title: string): string {
  const url = new URL(assistant.newChat);
  url.searchParams.set('q', assistantPrompt(markdownUrl, title));
  return url.href;
}

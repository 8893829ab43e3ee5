// Markdown: rendered with marked, sanitised with DOMPurify.
import { useMemo } from 'react';
import type { ElementRenderProps } from '../render/types.ts';
import { renderMarkdown } from '../sanitize.ts';
import { text } from './dom-events.ts';

export function Markdown({ props, style, attributes }: ElementRenderProps) {
  const source = text(props.markdown);
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div {...attributes} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}

// The page logic a page may not need: the expression engine (bindings) and the action runner (event
// interactions). <PageRenderer> provides it at once; the published runtime loads it only for pages
// with bindings or interactions (page-preload.ts), so a static page does not download it.
import { tryEvaluate } from '../expression/evaluate.ts';
import { runAction } from '../runtime/run-action.ts';

export const ENGINE = { tryEvaluate, runAction };
export type Engine = typeof ENGINE;

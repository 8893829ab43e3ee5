// What every component implementation receives from the element renderer, its props typed by the
// component's definition (RenderProps<typeof buttonMeta>), and the maps of implementations by
// component name, checked against the definitions of the same names.
import type { CSSProperties, ReactNode } from 'react';
import type { ElementJson } from '../model/project-json.ts';
import type { PropsOf } from '../registry/define-component.ts';
import type { ComponentName, DefinitionOf } from '../registry/registry.ts';
import type { ComponentMetaInput } from '../registry/schema.ts';

export interface ElementRenderProps<Props = Record<string, unknown>> {
  element: ElementJson;
  /** Props resolved from static values, bindings and asset references, with metadata defaults. */
  props: Props;
  /** Styles resolved against the theme, with the css prop on top (web components only). */
  style: CSSProperties;
  /** `data-element-id` plus the element's data attributes: spread them on the root DOM node. */
  attributes: Record<string, string>;
  /** Handlers for the events that have active interactions (and onClick for selection in edit mode). */
  events: Record<string, (args?: Record<string, unknown>) => void>;
  /** The rendered child elements. */
  children: ReactNode;
  /** The child elements' data, for containers that lay out each child themselves (Tabs, Accordion…). */
  childElements: ElementJson[];
  /** Renders one child element by id. */
  renderChild: (id: string) => ReactNode;
}

/** What the renderer of a component receives, its props typed by the component's definition. */
export type RenderProps<Definition extends ComponentMetaInput> = ElementRenderProps<PropsOf<Definition>>;

/** The renderer of the component of this name. */
export type ImplementationOf<Name extends ComponentName> = (
  props: RenderProps<DefinitionOf<Name>>,
) => ReactNode;

/** Renderers by component name, each checked against the definition of its name. */
export type Implementations = { readonly [Name in ComponentName]?: ImplementationOf<Name> };

/**
 * The renderer of some component, whichever. Its props are typed by its own definition, and the
 * element renderer hands it the props resolved against the definition of the same name
 * (element-node.tsx looks both up by the element's type, and Implementations pairs them by name):
 * declared as a method so that the renderer of any one component is one, as TypeScript compares
 * method parameters both ways.
 */
export type ComponentImplementation = { render(props: ElementRenderProps): ReactNode }['render'];
export type ImplementationMap = Readonly<Record<string, ComponentImplementation>>;

/** Which reconciler the current subtree renders into. */
export type RenderMode = 'dom' | 'r3f' | 'konva';

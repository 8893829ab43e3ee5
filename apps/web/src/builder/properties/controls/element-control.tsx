// ELEMENT: a 3D element of the project (gl_elements of the metadata's type: material, texture) or an
// element of the current page by display name (optionally of one component type).
import { FIELD_CLASS } from '../commit-input.tsx';
import { useGlElements, usePageElementChoices, type Choice } from '../project-data.ts';
import { PANEL_TEXTS } from '../texts.ts';
import type { ControlProps } from './control-props.ts';

const GL_ELEMENT_TYPES = new Set(['material', 'texture']);

export function ElementControl(props: ControlProps) {
  const type = props.meta.elementType ?? 'page';
  if (GL_ELEMENT_TYPES.has(type)) return <GlElementPicker {...props} type={type} />;
  return <PageElementPicker {...props} type={type} />;
}

function GlElementPicker(props: ControlProps & { type: string }) {
  return <ChoiceSelect {...props} choices={useGlElements(props.type)} />;
}

function PageElementPicker(props: ControlProps & { type: string }) {
  const choices = usePageElementChoices(props.type === 'page' ? undefined : props.type);
  return <ChoiceSelect {...props} choices={choices.filter((choice) => choice.id !== props.elementId)} />;
}

function ChoiceSelect({
  meta,
  content,
  disabled,
  setContent,
  choices,
}: ControlProps & { choices: Choice[] }) {
  const selected = typeof content === 'string' ? content : '';
  return (
    <select
      aria-label={meta.label}
      className={FIELD_CLASS}
      value={selected}
      disabled={disabled}
      onChange={(event) => setContent(event.target.value)}
    >
      <option value="">{PANEL_TEXTS.noElement}</option>
      {selected && !choices.some((choice) => choice.id === selected) && (
        <option value={selected}>{selected}</option>
      )}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

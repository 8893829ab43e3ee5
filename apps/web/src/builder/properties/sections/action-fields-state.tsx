// Set state (a state picker, then a value input of the state's type or an expression) and Toggle
// state (a picker of the page's boolean states).
import { CommitInput, FIELD_CLASS } from '../commit-input.tsx';
import { usePageStates, type StateChoice } from './action-choices.ts';
import { ChoiceSelect, CheckedInput, FieldRow, type FieldsProps } from './action-field-parts.tsx';
import { defaultStateValue, parseStateValue, stateValueText } from './event-actions.ts';

const stateOptions = (states: readonly StateChoice[]) =>
  states.map((state) => ({ value: state.name, label: `${state.name} (${state.type})` }));

export function SetStateFields({ action, disabled, onChange }: FieldsProps) {
  const states = usePageStates();
  const name = typeof action.name === 'string' ? action.name : '';
  const state = states.find((candidate) => candidate.name === name);
  const byExpression = typeof action.expression === 'string';

  const pickState = (next: string) => {
    const picked = states.find((candidate) => candidate.name === next);
    onChange({ type: 'setState', name: next, value: defaultStateValue(picked?.type, picked?.defaultValue) });
  };
  const setMode = (mode: string) =>
    onChange(
      mode === 'expression'
        ? { type: 'setState', name, expression: '' }
        : { type: 'setState', name, value: defaultStateValue(state?.type, state?.defaultValue) },
    );

  return (
    <>
      <FieldRow label="State">
        <ChoiceSelect
          label="State"
          placeholder={states.length ? 'Choose a state…' : 'This page has no state'}
          value={name}
          options={stateOptions(states)}
          disabled={disabled}
          onChange={pickState}
        />
      </FieldRow>
      {name && (
        <FieldRow label="Set to">
          <select
            aria-label="Set to"
            className={FIELD_CLASS}
            value={byExpression ? 'expression' : 'value'}
            disabled={disabled}
            onChange={(event) => setMode(event.target.value)}
          >
            <option value="value">A value</option>
            <option value="expression">An expression</option>
          </select>
        </FieldRow>
      )}
      {name && byExpression && (
        <FieldRow label="Expression">
          <CommitInput
            aria-label="Expression"
            placeholder={`${name} + 1`}
            className="font-mono"
            value={String(action.expression)}
            disabled={disabled}
            onCommit={(expression) => onChange({ type: 'setState', name, expression })}
          />
        </FieldRow>
      )}
      {name && !byExpression && (
        <FieldRow label="Value">
          <StateValueInput
            state={state}
            value={action.value}
            disabled={disabled}
            onChange={(value) => onChange({ type: 'setState', name, value })}
          />
        </FieldRow>
      )}
    </>
  );
}

function StateValueInput(props: {
  state: StateChoice | undefined;
  value: unknown;
  disabled: boolean;
  onChange(value: unknown): void;
}) {
  const type = props.state?.type;
  if (type === 'boolean') {
    return (
      <select
        aria-label="Value"
        className={FIELD_CLASS}
        value={props.value === true ? 'true' : 'false'}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value === 'true')}
      >
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  }
  return (
    <CheckedInput
      label="Value"
      type={type === 'number' ? 'number' : 'text'}
      placeholder={type === 'array' ? '["a", "b"]' : undefined}
      value={stateValueText(type, props.value)}
      disabled={props.disabled}
      check={(text) => parseStateValue(type, text)}
      onCommit={props.onChange}
    />
  );
}

export function ToggleStateFields({ action, disabled, onChange }: FieldsProps) {
  const booleans = usePageStates().filter((state) => state.type === 'boolean');
  return (
    <FieldRow label="State">
      <ChoiceSelect
        label="State"
        placeholder={booleans.length ? 'Choose a true/false state…' : 'This page has no true/false state'}
        value={typeof action.name === 'string' ? action.name : ''}
        options={stateOptions(booleans)}
        disabled={disabled}
        onChange={(name) => onChange({ ...action, name })}
      />
    </FieldRow>
  );
}

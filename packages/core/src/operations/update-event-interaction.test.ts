import { describe, expect, it } from 'vitest';
import { addEventInteraction } from './add-event-interaction.ts';
import { setupElement } from './fixtures.ts';
import { updateEventInteraction } from './update-event-interaction.ts';

describe('updateEventInteraction', () => {
  it('changes the given fields and keeps the others', () => {
    const { doc, ref, element } = setupElement();
    const interactionId = addEventInteraction(doc, ref);
    updateEventInteraction(doc, { ...ref, interactionId, code: 'state.open = true', isActive: false });
    expect(element().eventInteractions[interactionId]!.content).toEqual({
      event: { type: 'onClick' },
      code: 'state.open = true',
      isActive: false,
      actions: [],
    });
    expect(() => updateEventInteraction(doc, { ...ref, interactionId: 'nope' })).toThrow(/does not exist/);
  });
});

import { describe, expect, it } from 'vitest';
import { addEventInteraction } from './add-event-interaction.ts';
import { setupElement } from './fixtures.ts';
import { removeEventInteraction } from './remove-event-interaction.ts';

describe('removeEventInteraction', () => {
  it('removes an interaction and reports whether it existed', () => {
    const { doc, ref, element } = setupElement();
    const interactionId = addEventInteraction(doc, ref);
    expect(removeEventInteraction(doc, { ...ref, interactionId })).toBe(true);
    expect(removeEventInteraction(doc, { ...ref, interactionId })).toBe(false);
    expect(element().eventInteractions).toEqual({});
  });
});

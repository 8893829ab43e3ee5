import { describe, expect, it } from 'vitest';
import { addEventInteraction } from './add-event-interaction.ts';
import { setupElement } from './fixtures.ts';

describe('addEventInteraction', () => {
  it('adds an active onClick interaction without code or actions', () => {
    const { doc, ref, element } = setupElement();
    const id = addEventInteraction(doc, ref);
    const hover = addEventInteraction(doc, { ...ref, event: 'onHover' });
    expect(element().eventInteractions[id]).toEqual({
      type: 'event',
      content: { event: { type: 'onClick' }, code: '', isActive: true, actions: [] },
    });
    expect(element().eventInteractions[hover]!.content.event.type).toBe('onHover');
  });
});

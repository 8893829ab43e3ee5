// Classes for a control that stays out of the way until its row or card is in use: it shows while
// the pointer is over the row (`group`), while the row or the control has keyboard focus, and always
// on a touch screen, which has no hover. It is faded, never hidden or made invisible, so the
// keyboard can reach it (a `hidden` or `invisible` element cannot take focus).
export const REVEAL_ON_HOVER =
  'opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100';

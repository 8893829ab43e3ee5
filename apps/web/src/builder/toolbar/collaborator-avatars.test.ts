import { describe, expect, it } from 'vitest';
import { avatarTip, displayName, initials } from './collaborator-avatars.tsx';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const nameless = { firstName: '', lastName: '', email: 'grace@example.com' };

describe('collaborator avatars', () => {
  it('shows the name and the e-mail once each', () => {
    expect(avatarTip(ada)).toBe('Ada Lovelace · ada@example.com');
  });

  it('shows the e-mail alone, once, for someone without a name', () => {
    expect(displayName(nameless)).toBe('grace@example.com');
    expect(avatarTip(nameless)).toBe('grace@example.com');
    expect(initials(nameless)).toBe('G');
  });
});

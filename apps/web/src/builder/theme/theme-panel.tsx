// The theme token lists of the project's 'default' theme: colours, then the general groups.
import { ColorTokenList } from './color-token-list.tsx';
import { GENERAL_GROUPS } from './texts.ts';
import { TokenList } from './token-list.tsx';

export function ThemePanel() {
  return (
    <div data-testid="theme-panel">
      <ColorTokenList />
      {GENERAL_GROUPS.map(({ group, title }) => (
        <TokenList key={group} group={group} title={title} />
      ))}
    </div>
  );
}

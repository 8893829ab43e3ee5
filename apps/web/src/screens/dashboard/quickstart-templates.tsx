// 'Quickstart Templates' (SPEC §2): the example projects; a card opens the example viewer.
import type { ExampleProject } from '@vitrine/core';
import { CardGrid } from '../../components/dashboard/card-grid.tsx';
import { DASHBOARD_TEXTS } from '../../components/dashboard/texts.ts';
import { ExampleCard } from '../../components/dashboard/example-card.tsx';
import { Section } from './section.tsx';

export function QuickstartTemplates({ examples }: { examples: ExampleProject[] }) {
  return (
    <Section id="quickstart-templates" title={DASHBOARD_TEXTS.quickstartTemplates}>
      {examples.length === 0 ? (
        <p className="text-sm text-neutral-500">{DASHBOARD_TEXTS.noTemplates}</p>
      ) : (
        <CardGrid label={DASHBOARD_TEXTS.quickstartTemplates}>
          {examples.map((example) => (
            <ExampleCard key={example.id} example={example} />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

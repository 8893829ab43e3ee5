// The generated part of the panel: the selected components' shared props, one folder per metadata
// folder, one control per prop.
import type { ComponentMeta } from '@vitrine/components';
import { PanelFolder } from './panel-folder.tsx';
import { propFolders, sharedProps } from './prop-folders.ts';
import { PropRow } from './prop-row.tsx';
import type { SelectedElement } from './use-selection.ts';

interface PropTreeProps {
  metas: readonly ComponentMeta[];
  elements: readonly SelectedElement[];
}

export function PropTree({ metas, elements }: PropTreeProps) {
  const folders = propFolders(sharedProps(metas));
  return (
    <>
      {folders.map((folder) => (
        <PanelFolder key={folder.name} title={folder.name}>
          {folder.props.map((meta) => (
            <PropRow
              key={`${elements.map((element) => element.id).join()}:${meta.name}`}
              meta={meta}
              elements={elements}
            />
          ))}
        </PanelFolder>
      ))}
    </>
  );
}

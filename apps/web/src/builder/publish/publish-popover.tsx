// The toolbar's Publish popover (480 px wide) and the project settings button beside it. The builder
// toolbar mounts this; it also keeps the project's card thumbnail up to date.
import { IconRocket, IconSettings } from '@tabler/icons-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { readPageSlugs } from '@vitrine/core';
import { usePageChoices } from '../properties/sections/action-choices.ts';
import { useSession } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { useThumbnailUploader } from '../thumbnail/use-thumbnail-uploader.ts';
import { ProjectSettingsDialog } from './project-settings-dialog.tsx';
import { PublishPanel } from './publish-panel.tsx';
import { ReleasesDialog } from '../releases/releases-dialog.tsx';
import { WatermarkPositionSelect } from './watermark-position-select.tsx';
import { PUBLISH_LIMITS, PUBLISH_TEXTS } from './texts.ts';
import { useCheckoutReturn } from './use-checkout-return.ts';
import { usePublishData } from './use-publish-data.ts';

export function PublishPopover() {
  const { projectId, teamId, readOnly, doc } = useSession();
  const [open, setOpen] = useState(false);
  const pageChoices = usePageChoices();
  // Read when the popover renders: slugs change only through the page settings dialog.
  const slugs = open ? readPageSlugs(doc) : null;
  const embedPages = slugs ? pageChoices.map((page) => ({ ...page, slug: slugs.get(page.id) ?? '' })) : [];
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [releasesOpen, setReleasesOpen] = useState(false);
  const data = usePublishData(teamId, projectId, open || releasesOpen);
  useThumbnailUploader(projectId, doc, !readOnly);
  useCheckoutReturn(() => setOpen(true));

  const openSettings = () => {
    setOpen(false);
    setSettingsOpen(true);
  };
  const openReleases = () => {
    setOpen(false);
    setReleasesOpen(true);
  };

  return (
    <>
      <IconButton
        label={PUBLISH_TEXTS.settingsTitle}
        onClick={() => setSettingsOpen(true)}
        data-testid="project-settings-button"
      >
        <IconSettings size={17} />
      </IconButton>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            data-testid="publish-button"
            className="inline-flex h-8 items-center gap-1.5 rounded-md bg-brand-700 px-3 text-xs font-medium text-white shadow-sm hover:bg-brand-800"
          >
            <IconRocket size={15} />
            {PUBLISH_TEXTS.button}
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            style={{ width: PUBLISH_LIMITS.popoverWidthPx }}
            className="z-50 rounded-xl border border-neutral-200 bg-white p-4 shadow-xl outline-none"
          >
            <PublishPanel
              projectId={projectId}
              teamId={teamId}
              data={data}
              readOnly={readOnly}
              onClose={() => setOpen(false)}
              onOpenSettings={openSettings}
              onOpenReleases={openReleases}
              pages={embedPages}
            />
            <WatermarkPositionSelect />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <ProjectSettingsDialog
        teamId={teamId}
        projectId={projectId}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        onSaved={() => void data.reload()}
      />
      <ReleasesDialog
        projectId={projectId}
        data={data}
        readOnly={readOnly}
        open={releasesOpen}
        onOpenChange={setReleasesOpen}
      />
    </>
  );
}

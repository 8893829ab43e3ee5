// Project settings (allowed domains and isPublic), reachable from the publish panel and the builder
// toolbar; saved with PATCH /v2/teams/:teamId/projects/:projectId. The server validates the domains
// and checks that the caller may change them; its message is shown as it is.
import { IconX } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { readProjectSettings, saveProjectSettings, type ProjectSettings } from './releases-api.ts';
import { PUBLISH_TEXTS as T } from './texts.ts';

export interface ProjectSettingsDialogProps {
  teamId: string;
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (settings: ProjectSettings) => void;
}

export function ProjectSettingsDialog({
  teamId,
  projectId,
  open,
  onOpenChange,
  onSaved,
}: ProjectSettingsDialogProps) {
  const [settings, setSettings] = useState<ProjectSettings | null>(null);
  const [domain, setDomain] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSettings(null);
    readProjectSettings(teamId, projectId).then(setSettings, toastError);
  }, [open, teamId, projectId]);

  const addDomain = (event: FormEvent) => {
    event.preventDefault();
    const value = domain.trim().toLowerCase();
    if (!value || !settings) return;
    if (!settings.allowedDomains.includes(value))
      setSettings({ ...settings, allowedDomains: [...settings.allowedDomains, value] });
    setDomain('');
  };

  const save = async () => {
    if (!settings) return;
    setSaving(true);
    try {
      const saved = await saveProjectSettings(teamId, projectId, settings);
      toast.success(T.settingsSaved);
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={T.settingsTitle}
      description={T.settingsDescription}
      open={open}
      onOpenChange={onOpenChange}
    >
      {!settings ? (
        <p className="text-sm text-neutral-500">…</p>
      ) : (
        <div className="flex flex-col gap-4" data-testid="project-settings">
          <div>
            <p className="text-xs font-medium text-neutral-600">{T.domainsLabel}</p>
            <form className="mt-1.5 flex gap-2" onSubmit={addDomain}>
              <Input
                value={domain}
                onChange={(event) => setDomain(event.target.value)}
                placeholder={T.domainPlaceholder}
                aria-label={T.domainsLabel}
              />
              <Button type="submit" variant="secondary" disabled={!domain.trim()}>
                {T.addDomain}
              </Button>
            </form>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {settings.allowedDomains.length === 0 && (
                <li className="text-xs text-neutral-400">{T.noDomains}</li>
              )}
              {settings.allowedDomains.map((entry) => (
                <li
                  key={entry}
                  className="inline-flex items-center gap-1 rounded-full bg-neutral-100 py-0.5 pr-1 pl-2.5 text-xs text-neutral-700"
                >
                  {entry}
                  <button
                    type="button"
                    aria-label={T.removeDomain(entry)}
                    className="rounded-full p-0.5 text-neutral-400 hover:bg-neutral-200 hover:text-neutral-700"
                    onClick={() =>
                      setSettings({
                        ...settings,
                        allowedDomains: settings.allowedDomains.filter((d) => d !== entry),
                      })
                    }
                  >
                    <IconX size={12} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <label className="flex items-start gap-2.5 text-sm text-neutral-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-500"
              checked={settings.isPublic}
              onChange={(event) => setSettings({ ...settings, isPublic: event.target.checked })}
            />
            <span>
              {T.publicLabel}
              <span className="block text-xs text-neutral-500">{T.publicHint}</span>
            </span>
          </label>
          <div className="flex justify-end">
            <Button onClick={() => void save()} loading={saving}>
              {T.save}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

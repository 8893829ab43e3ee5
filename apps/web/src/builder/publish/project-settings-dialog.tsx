// Project settings (allowed domains and isPublic), reachable from the publish panel and the builder
// toolbar; saved with PATCH /v2/teams/:teamId/projects/:projectId. Each domain is checked as it is
// added, by the rule the server applies again on save (core's allowedDomainProblem); a refused entry
// stays in the field with the reason below it. The server also checks that the caller may change them.
import { IconX } from '@tabler/icons-react';
import { allowedDomainProblem, normalizeAllowedDomain } from '@vitrine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
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
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSettings(null);
    setDomain('');
    setProblem(null);
    readProjectSettings(teamId, projectId).then(setSettings, toastError);
  }, [open, teamId, projectId]);

  /** The domains with the typed entry added; null (and the reason shown) when the entry is refused. */
  const withTypedDomain = (current: ProjectSettings): ProjectSettings | null => {
    if (!domain.trim()) return current;
    const refused = allowedDomainProblem(domain);
    setProblem(refused);
    if (refused) return null;
    const value = normalizeAllowedDomain(domain);
    setDomain('');
    if (current.allowedDomains.includes(value)) return current;
    return { ...current, allowedDomains: [...current.allowedDomains, value] };
  };

  const addDomain = (event: FormEvent) => {
    event.preventDefault();
    if (!settings) return;
    const next = withTypedDomain(settings);
    if (next) setSettings(next);
  };

  const save = async () => {
    if (!settings) return;
    // A domain typed but not added yet is part of what the user means to save.
    const next = withTypedDomain(settings);
    if (!next) return;
    setSettings(next);
    setSaving(true);
    try {
      const saved = await saveProjectSettings(teamId, projectId, next);
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
                onChange={(event) => {
                  setDomain(event.target.value);
                  setProblem(null);
                }}
                placeholder={T.domainPlaceholder}
                aria-label={T.domainsLabel}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'allowed-domain-problem' : undefined}
              />
              <Button type="submit" variant="secondary" disabled={!domain.trim()}>
                {T.addDomain}
              </Button>
            </form>
            {problem && (
              <p id="allowed-domain-problem" role="alert" className="mt-1.5 text-xs text-red-600">
                {problem}
              </p>
            )}
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {settings.allowedDomains.length === 0 && (
                <li className="text-xs text-neutral-500">{T.noDomains}</li>
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
                    className="rounded-full p-0.5 text-neutral-500 hover:bg-neutral-200 hover:text-neutral-700"
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

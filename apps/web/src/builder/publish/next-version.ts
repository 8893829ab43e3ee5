// The version the panel announces: the server's answer, else computed like the server does.
import { nextVersion, type ReleaseList } from '@vitrine/core';

export function announcedVersion(list: ReleaseList | null): string {
  if (list?.nextVersion) return list.nextVersion;
  return nextVersion(list?.items[0]?.version);
}

export function latestPublished(list: ReleaseList | null) {
  return list?.items.find((item) => item.published) ?? null;
}

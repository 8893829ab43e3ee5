// The collaboration sockets open in this process, by user and by project, so that a change of
// access (a member removed or demoted, a token revoked, a session ended, a project archived or
// deleted) reaches the sockets it concerns: each checks its token and rights again and is closed
// (4500, or 4401 for an expired token), made read-only or given its rights back.

/** Whose sockets must check their access again: any socket of these users or on these projects. */
export interface AccessChange {
  userIds?: readonly string[];
  projectIds?: readonly string[];
}

export interface OpenSocket {
  readonly userId: string;
  readonly projectId: string;
  /** Checks the socket's token and rights again and acts on the answer. */
  recheck(): Promise<void>;
}

export class OpenSockets {
  private readonly byUser = new Map<string, Set<OpenSocket>>();
  private readonly byProject = new Map<string, Set<OpenSocket>>();

  add(socket: OpenSocket): void {
    addTo(this.byUser, socket.userId, socket);
    addTo(this.byProject, socket.projectId, socket);
  }

  remove(socket: OpenSocket): void {
    removeFrom(this.byUser, socket.userId, socket);
    removeFrom(this.byProject, socket.projectId, socket);
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  /** Re-checks every socket the change concerns; resolves when all have acted. */
  async recheck(change: AccessChange): Promise<void> {
    const affected = new Set<OpenSocket>();
    for (const userId of change.userIds ?? []) for (const s of this.byUser.get(userId) ?? []) affected.add(s);
    for (const projectId of change.projectIds ?? [])
      for (const s of this.byProject.get(projectId) ?? []) affected.add(s);
    await Promise.allSettled([...affected].map((socket) => socket.recheck()));
  }

  /** Every open socket, for the periodic re-check that catches a change nobody announced. */
  all(): OpenSocket[] {
    return [...this.byUser.values()].flatMap((sockets) => [...sockets]);
  }
}

function addTo(index: Map<string, Set<OpenSocket>>, key: string, socket: OpenSocket) {
  let sockets = index.get(key);
  if (!sockets) index.set(key, (sockets = new Set()));
  sockets.add(socket);
}

function removeFrom(index: Map<string, Set<OpenSocket>>, key: string, socket: OpenSocket) {
  const sockets = index.get(key);
  if (!sockets?.delete(socket)) return;
  if (sockets.size === 0) index.delete(key);
}

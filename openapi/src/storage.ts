/** The browser-storage keys the shell and the embedded client share (docs/frontends.md). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  currentDepartmentId: 'currentDepartmentId',
  /** the person's notification preferences, mirrored from the server */
  notificationSettings: 'notificationSettings',
} as const;

/** What the session needs of a storage: the Web Storage API's three calls. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/**
 * Where the session lives. "Remember me" keeps tokens in a lasting storage (localStorage); without
 * it they stay in a per-tab one (sessionStorage) and end with the tab. The current department is
 * a preference, so it always lasts.
 */
export class SessionStore {
  constructor(
    private readonly lasting: KeyValueStorage,
    private readonly tabOnly: KeyValueStorage = lasting,
  ) {}

  private tokenStorage(): KeyValueStorage {
    return this.tabOnly.getItem(STORAGE_KEYS.accessToken) !== null ? this.tabOnly : this.lasting;
  }

  get accessToken(): string | null {
    return this.tokenStorage().getItem(STORAGE_KEYS.accessToken);
  }

  get refreshToken(): string | null {
    return this.tokenStorage().getItem(STORAGE_KEYS.refreshToken);
  }

  /** Stores a new pair; `remember` decides where (a refresh keeps the place the session had). */
  saveTokens(tokens: Tokens, remember?: boolean): void {
    const target = remember === undefined ? this.tokenStorage() : remember ? this.lasting : this.tabOnly;
    const other = target === this.lasting ? this.tabOnly : this.lasting;
    if (other !== target) this.removeTokens(other);
    target.setItem(STORAGE_KEYS.accessToken, tokens.access_token);
    target.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
  }

  clearTokens(): void {
    this.removeTokens(this.lasting);
    this.removeTokens(this.tabOnly);
  }

  private removeTokens(storage: KeyValueStorage): void {
    storage.removeItem(STORAGE_KEYS.accessToken);
    storage.removeItem(STORAGE_KEYS.refreshToken);
  }

  get currentDepartmentId(): number | null {
    const raw = this.lasting.getItem(STORAGE_KEYS.currentDepartmentId);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  }

  set currentDepartmentId(id: number | null) {
    if (id === null) this.lasting.removeItem(STORAGE_KEYS.currentDepartmentId);
    else this.lasting.setItem(STORAGE_KEYS.currentDepartmentId, String(id));
  }
}

/** A storage kept in memory: for servers, tests and pages without Web Storage. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

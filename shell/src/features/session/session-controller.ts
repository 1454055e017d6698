// Owns the session: sign-in, restore on boot through the refresh cookie, the refresh timer,
// logout, the profile, the active employer and its subscription. React reads the atoms; remotes
// get the accessor. Every change is announced on the bus (contract 'session.changed').
import type { createStore } from 'jotai';
import type { EventBus } from '@floorhire/event-bus';
import type { SessionAccessor, SessionUser } from '@floorhire/contract';
import { ACTING_TEXTS, AUTH_ERRORS, BILLING_TEXTS, routeRoleOf } from '@floorhire/rules';
import { ApiError, type AuthApi, type AuthTokens } from './auth-api';
import { pickActiveEmployer, readActiveEmployer, writeActiveEmployer, type KeyValueStorage } from './active-employer-storage';
import { isTokenLive, refreshDelay } from './refresh-timing';
import {
  actingAtom,
  activeEmployerIdAtom,
  profileAtom,
  shellNavigationAtom,
  sessionStatusAtom,
  subscriptionAtom,
  subscriptionLoadingAtom,
  switchingEmployerAtom,
  tokensAtom,
} from './session-atoms';
import { NO_SUBSCRIPTION, UNKNOWN_SUBSCRIPTION } from './subscription';

type Store = ReturnType<typeof createStore>;

export interface SessionDeps {
  store: Store;
  api: AuthApi;
  bus: EventBus;
  storage: KeyValueStorage | null;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /**
   * False when this browser cannot have a session (no session hint cookie, ADR 143): restoring
   * then signs out without asking, so a visitor's page makes no refresh call that would fail.
   */
  mayHaveSession?: () => boolean;
}

export class SessionController {
  private timer: unknown = null;
  private actingTimer: unknown = null;
  private adopting: Promise<boolean> | null = null;
  private navigationKey = 0;
  private refreshing: Promise<string | null> | null = null;
  private restoring: Promise<void> | null = null;
  private loadRestore: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(private readonly deps: SessionDeps) {
    this.now = deps.now ?? Date.now;
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    // Another tab signed out (the refresh family is revoked) or switched employer: follow it.
    this.unsubscribe.push(
      deps.bus.on('session.changed', (change, meta) => {
        if (meta.origin === 'other-tab' && change.state === 'signed-out' && this.isSignedIn()) this.clearLocal();
      }),
      deps.bus.on('employer.switched', ({ employerId }, meta) => {
        if (meta.origin === 'other-tab') void this.adoptEmployer(employerId);
      }),
      // A remote changed the plan or the credits (the billing pages, talent search): the trial
      // banner, the credits counter and the plan guards read the subscription again at once.
      // A switch reloads it itself.
      deps.bus.on('profile.reload', () => {
        if (this.isSignedIn()) void this.loadProfile().catch(() => undefined);
      }),
      deps.bus.on('subscription.reload', () => {
        if (this.isSignedIn() && !this.store.get(switchingEmployerAtom)) void this.reloadSubscription();
      }),
      // Staff started acting as a user (the staff remote, or another tab) or ended it elsewhere.
      deps.bus.on('act-as.changed', ({ state }, meta) => {
        if (state === 'started') void this.adoptActing(true);
        else if (meta.origin === 'other-tab' && this.store.get(actingAtom)) this.leaveActing({ tellOthers: false, notice: null });
      }),
    );
  }

  private get store(): Store {
    return this.deps.store;
  }

  isSignedIn(): boolean {
    return isTokenLive(this.store.get(tokensAtom)?.expiresAt, this.now());
  }

  /**
   * The page load's restore, once per page: the bootstrap starts it before the first render and
   * the app asks for it again when it mounts (ADR 281). A later restore() (after the user chose a
   * side, say) really refreshes again.
   */
  restoreOnLoad(): Promise<void> {
    this.loadRestore ??= this.restore();
    return this.loadRestore;
  }

  /** Page load: the httpOnly refresh cookie is the only thing that survives a reload. */
  /** Single-flight: the refresh cookie rotates, so two parallel uses would revoke its family. */
  restore(): Promise<void> {
    if (this.deps.mayHaveSession?.() === false && !this.restoring) {
      this.clearLocal();
      return Promise.resolve();
    }
    this.restoring ??= (async () => {
      this.store.set(sessionStatusAtom, 'restoring');
      try {
        const tokens = await this.deps.api.refresh();
        await this.establish(tokens, true);
        this.deps.bus.emit('session.changed', { state: 'refreshed', userId: this.store.get(profileAtom)?.id });
      } catch {
        this.clearLocal();
      } finally {
        this.restoring = null;
      }
    })();
    return this.restoring;
  }

  /** Throws ApiError with the server's message (or the §8 fallback) on failure. */
  async login(email: string, password: string): Promise<void> {
    const tokens = await this.deps.api.login(email, password);
    await this.establish(tokens);
    this.deps.bus.emit('session.changed', { state: 'signed-in', userId: this.store.get(profileAtom)?.id });
  }

  /** Adopt tokens obtained elsewhere (social callback, invitee sign-up). */
  async adoptTokens(tokens: AuthTokens): Promise<void> {
    await this.establish(tokens);
    this.deps.bus.emit('session.changed', { state: 'signed-in', userId: this.store.get(profileAtom)?.id });
  }

  /**
   * What a remote's 401 asks for. While acting, the acting session's tokens again (never the
   * staff member's own: a call made as the user must not be retried as staff); null when the
   * act-as session is over, which also takes the page back to the staff session.
   */
  refresh(): Promise<string | null> {
    return this.store.get(actingAtom) ? this.refreshActing() : this.refreshOwn();
  }

  /** Single-flight: parallel 401s from remotes share one refresh. */
  private refreshOwn(): Promise<string | null> {
    this.refreshing ??= (async () => {
      try {
        const tokens = await this.deps.api.refresh();
        this.applyTokens(tokens);
        this.deps.bus.emit('session.changed', { state: 'refreshed', userId: this.store.get(profileAtom)?.id });
        return tokens.accessToken;
      } catch {
        const wasSignedIn = this.store.get(sessionStatusAtom) === 'signed-in';
        this.clearLocal();
        if (wasSignedIn) {
          this.deps.bus.emit('notify', { kind: 'snackbar', type: 'error', message: AUTH_ERRORS.refreshFailed, duration: 5000 });
          this.deps.bus.emit('session.changed', { state: 'signed-out' });
        }
        return null;
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  /** Clears tokens, the refresh timer and the cached profile (§4), and revokes the cookie family. */
  async logout(): Promise<void> {
    const token = this.store.get(tokensAtom)?.accessToken ?? null;
    // Signing out while acting ends the act-as session first (ADR 301).
    if (token && this.store.get(actingAtom)) await this.deps.api.actAsEnd(token, 'signed-out').catch(() => undefined);
    this.clearLocal();
    await this.deps.api.logout(token);
    this.deps.bus.emit('session.changed', { state: 'signed-out' });
  }

  /**
   * Switches the active employer (§4): remembered per user, announced on the bus, the inbox
   * cleared and subscriptions reloaded; the profile is reloaded too.
   */
  async switchEmployer(employerId: number): Promise<boolean> {
    const profile = this.store.get(profileAtom);
    if (!profile || !Number.isInteger(employerId) || !profile.employers.some((e) => e.id === employerId)) return false;
    if (this.store.get(activeEmployerIdAtom) === employerId) return true;
    this.store.set(switchingEmployerAtom, true);
    try {
      // The acted user's choice is not remembered in the staff member's browser.
      if (!this.store.get(actingAtom)) writeActiveEmployer(this.deps.storage, profile.id, employerId);
      this.store.set(activeEmployerIdAtom, employerId);
      this.deps.bus.emit('employer.switched', { employerId });
      this.deps.bus.emit('inbox.cleared', {});
      this.deps.bus.emit('subscription.reload', {});
      await this.loadProfile();
      return true;
    } finally {
      this.store.set(switchingEmployerAtom, false);
    }
  }

  async reloadSubscription(): Promise<void> {
    const token = this.effectiveToken();
    const employerId = this.store.get(activeEmployerIdAtom);
    const profile = this.store.get(profileAtom);
    if (!token || employerId === null || profile?.routeRole !== 'employer') {
      this.store.set(subscriptionAtom, NO_SUBSCRIPTION);
      return;
    }
    this.store.set(subscriptionLoadingAtom, true);
    try {
      this.store.set(subscriptionAtom, await this.deps.api.subscription(token, employerId));
    } catch {
      // An unreadable subscription must not lock the employer out of everything (ADR 063); the
      // API still enforces plans. The employer is told (spec 002 §8).
      this.store.set(subscriptionAtom, UNKNOWN_SUBSCRIPTION);
      this.deps.bus.emit('notify', { kind: 'alert', type: 'error', message: BILLING_TEXTS.subscriptionLoadFailed });
    } finally {
      this.store.set(subscriptionLoadingAtom, false);
    }
  }

  accessor(): SessionAccessor {
    return {
      getAccessToken: () => (this.isSignedIn() ? this.effectiveToken() : null),
      getUser: () => this.sessionUser(),
      isSignedIn: () => this.isSignedIn(),
      refresh: () => this.refresh(),
    };
  }

  dispose(): void {
    this.unsubscribe.forEach((off) => off());
    this.cancelTimer();
    this.cancelActingTimer();
  }

  // ── acting as a user (ADR 301) ───────────────────────────────────────────────────────────

  /** The token calls carry: the acting session's while staff act as a user, else the own one. */
  private effectiveToken(): string | null {
    const acting = this.store.get(actingAtom);
    if (acting) return acting.tokens.expiresAt > this.now() ? acting.tokens.accessToken : null;
    return this.store.get(tokensAtom)?.accessToken ?? null;
  }

  /** The staff member's own profile, whether or not they act as someone. */
  private ownProfile() {
    return this.store.get(actingAtom)?.staff ?? this.store.get(profileAtom);
  }

  /**
   * Takes over the staff member's running act-as session, if the API has one: its tokens, the
   * user's profile and plan. `navigate` sends the page to the user's home (a session just
   * started); a restored page stays where it is. Answers whether the page now acts.
   */
  adoptActing(navigate = false): Promise<boolean> {
    this.adopting ??= (async () => {
      try {
        const own = this.store.get(tokensAtom)?.accessToken;
        const staff = this.ownProfile();
        if (!own || !this.isSignedIn() || staff?.routeRole !== 'admin') return false;
        const session = await this.deps.api.actAsCurrent(own);
        if (!session) {
          if (this.store.get(actingAtom)) this.leaveActing({ tellOthers: false, notice: null });
          return false;
        }
        if (this.store.get(actingAtom)?.session.id === session.id) return true;
        const tokens = await this.deps.api.actAsTokens(own);
        const user = await this.deps.api.me(tokens.accessToken);
        this.store.set(actingAtom, { session, tokens, staff });
        this.store.set(profileAtom, user);
        this.store.set(activeEmployerIdAtom, pickActiveEmployer(null, user.employers.map((e) => e.id)));
        this.scheduleActingEnd(session.expiresAt);
        await this.reloadSubscription();
        this.deps.bus.emit('session.changed', { state: 'refreshed', userId: user.id });
        const role = routeRoleOf(user.groupMembership);
        if (navigate && role) this.goTo(role === 'pro' ? '/pro' : '/employer');
        return true;
      } catch {
        return false;
      } finally {
        this.adopting = null;
      }
    })();
    return this.adopting;
  }

  /** Back to my session: ends the act-as session and returns to the staff page it started from. */
  async stopActing(): Promise<void> {
    const own = this.store.get(tokensAtom)?.accessToken;
    if (!this.store.get(actingAtom)) return;
    if (own) await this.deps.api.actAsEnd(own).catch(() => undefined);
    this.leaveActing({ tellOthers: true, notice: null });
  }

  private async refreshActing(): Promise<string | null> {
    if (!isTokenLive(this.store.get(tokensAtom)?.expiresAt, this.now()) && (await this.refreshOwn()) === null) return null;
    const own = this.store.get(tokensAtom)?.accessToken;
    const acting = this.store.get(actingAtom);
    if (!own || !acting) return null;
    try {
      const tokens = await this.deps.api.actAsTokens(own);
      this.store.set(actingAtom, { ...acting, tokens });
      return tokens.accessToken;
    } catch {
      this.leaveActing({ tellOthers: true, notice: ACTING_TEXTS.ended });
      return null;
    }
  }

  /** Drops the acting session here: the staff member's own profile again, and back to the page it started from. */
  private leaveActing({ tellOthers, notice }: { tellOthers: boolean; notice: string | null }): void {
    const acting = this.store.get(actingAtom);
    if (!acting) return;
    this.cancelActingTimer();
    this.store.set(actingAtom, null);
    this.store.set(profileAtom, acting.staff);
    this.store.set(activeEmployerIdAtom, null);
    this.store.set(subscriptionAtom, NO_SUBSCRIPTION);
    if (tellOthers) this.deps.bus.emit('act-as.changed', { state: 'ended' });
    this.deps.bus.emit('session.changed', { state: 'refreshed', userId: acting.staff.id });
    if (notice) this.deps.bus.emit('notify', { kind: 'snackbar', type: 'info', message: notice, duration: 5000 });
    this.goTo(acting.session.returnPath);
  }

  private scheduleActingEnd(expiresAt: number): void {
    this.cancelActingTimer();
    this.actingTimer = this.setTimer(() => this.leaveActing({ tellOthers: false, notice: ACTING_TEXTS.ended }), Math.max(0, expiresAt - this.now()));
  }

  private cancelActingTimer(): void {
    if (this.actingTimer !== null) this.clearTimer(this.actingTimer);
    this.actingTimer = null;
  }

  private goTo(to: string): void {
    this.navigationKey += 1;
    this.store.set(shellNavigationAtom, { to, key: this.navigationKey });
  }

  private sessionUser(): SessionUser | null {
    const profile = this.store.get(profileAtom);
    if (!profile || !this.isSignedIn()) return null;
    return {
      id: profile.id,
      email: profile.email,
      nameFirst: profile.nameFirst,
      nameLast: profile.nameLast,
      groupMembership: profile.groupMembership,
      roles: profile.roles,
      activeEmployerId: this.store.get(activeEmployerIdAtom),
    };
  }

  /** `resumeActing`: a reload while acting keeps acting (the act-as session lives in the API, ADR 301). */
  private async establish(tokens: AuthTokens, resumeActing = false): Promise<void> {
    this.applyTokens(tokens);
    try {
      await this.loadProfile();
      // Before the page counts as signed in, so no page is drawn for the staff member first.
      if (resumeActing && this.store.get(profileAtom)?.routeRole === 'admin') await this.adoptActing(false);
    } catch (error) {
      this.clearLocal();
      if (error instanceof ApiError && error.statusCode === 401) throw new ApiError({ message: AUTH_ERRORS.tokenAuthentication, statusCode: 401 });
      throw error;
    }
    this.store.set(sessionStatusAtom, 'signed-in');
  }

  private async loadProfile(): Promise<void> {
    const token = this.effectiveToken();
    if (!token) return;
    const acting = this.store.get(actingAtom) !== null;
    const profile = await this.deps.api.me(token);
    this.store.set(profileAtom, profile);
    const ids = profile.employers.map((e) => e.id);
    const current = this.store.get(activeEmployerIdAtom);
    const active = current !== null && ids.includes(current) ? current : pickActiveEmployer(acting ? null : readActiveEmployer(this.deps.storage, profile.id), ids);
    this.store.set(activeEmployerIdAtom, active);
    await this.reloadSubscription();
  }

  private async adoptEmployer(employerId: number): Promise<void> {
    const profile = this.store.get(profileAtom);
    if (!profile?.employers.some((e) => e.id === employerId) || this.store.get(activeEmployerIdAtom) === employerId) return;
    this.store.set(activeEmployerIdAtom, employerId);
    await this.reloadSubscription();
  }

  private applyTokens(tokens: AuthTokens): void {
    this.store.set(tokensAtom, tokens);
    this.cancelTimer();
    this.timer = this.setTimer(() => void this.refreshOwn(), refreshDelay(tokens.expiresAt, this.now()));
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private clearLocal(): void {
    this.cancelTimer();
    this.cancelActingTimer();
    this.store.set(actingAtom, null);
    this.store.set(tokensAtom, null);
    this.store.set(profileAtom, null);
    this.store.set(activeEmployerIdAtom, null);
    this.store.set(subscriptionAtom, NO_SUBSCRIPTION);
    this.store.set(sessionStatusAtom, 'signed-out');
  }
}

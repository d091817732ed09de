// A domain value, not a service's: the notifications service reads and saves it, the controller
// answers it and the realtime push sends it to the person's other sessions.

/**
 * The user's notification preferences: how the bell tells them (desktop, sound), which kinds
 * appear at all (`show…`: hidden kinds are still kept, but neither listed, counted nor pushed), and
 * which kinds also arrive by email (`email…`).
 */
export interface NotificationSettings {
  /** a desktop notification for each new one (the browser must allow it too) */
  desktopNotifications: boolean;
  /** a short sound for each new one */
  soundEnabled: boolean;
  showLendingNotifications: boolean;
  showProductionNotifications: boolean;
  showImportNotifications: boolean;
  /** lending notifications also by email */
  emailLendingNotifications: boolean;
  /** production notifications also by email */
  emailProductionNotifications: boolean;
  /** import notifications (finished, failed, cancelled) also by email */
  emailImportNotifications: boolean;
}

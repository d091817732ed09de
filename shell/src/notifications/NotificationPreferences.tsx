import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast/headless';
import { Description, Field, Label, Switch } from '@scenedock/ui/headless';
import { useNotificationsLive, type NotificationSettings } from './live';

type SettingKey = keyof NotificationSettings;

const KINDS: { key: SettingKey; email: SettingKey; label: string }[] = [
  { key: 'showLendingNotifications', email: 'emailLendingNotifications', label: 'Lending' },
  { key: 'showProductionNotifications', email: 'emailProductionNotifications', label: 'Productions' },
  { key: 'showImportNotifications', email: 'emailImportNotifications', label: 'Imports' },
];

export const SETTINGS_NOT_SAVED =
  'Could not save your notification settings. They apply in this browser until you try again.';

export const DESKTOP_DENIED =
  'Your browser blocks notifications from this site. Allow them in the site settings of your browser, then turn this on again.';

export const DESKTOP_UNSUPPORTED = 'This browser cannot show desktop notifications.';

/**
 * The person's notification preferences as switches: how new ones are announced (desktop, sound),
 * which kinds are shown, and (with `email`) which also arrive by email. Each change is saved at once;
 * a failed save is kept in this browser and said so.
 */
export function NotificationPreferences({
  email = false,
  compact = false,
}: {
  email?: boolean;
  /** two columns, for the bell's panel */
  compact?: boolean;
}) {
  const { settings, updateSettings, desktopPermission } = useNotificationsLive();
  // The browser's refusal is explained once the person has asked for desktop notifications here.
  const [askedDesktop, setAskedDesktop] = useState(false);

  function change(key: SettingKey, value: boolean) {
    if (key === 'desktopNotifications' && value) setAskedDesktop(true);
    updateSettings({ [key]: value }).catch(() => toast.error(SETTINGS_NOT_SAVED));
  }

  const desktopNote =
    desktopPermission === 'unsupported'
      ? DESKTOP_UNSUPPORTED
      : askedDesktop && desktopPermission === 'denied'
        ? DESKTOP_DENIED
        : null;

  return (
    <div className={compact ? 'grid grid-cols-2 gap-x-6 gap-y-2' : 'space-y-4'}>
      <Group title="Announce new ones">
        <Toggle
          label="Desktop notifications"
          checked={settings.desktopNotifications && desktopPermission !== 'unsupported'}
          disabled={desktopPermission === 'unsupported'}
          note={desktopNote}
          onChange={(value) => change('desktopNotifications', value)}
        />
        <Toggle
          label="Sound"
          checked={settings.soundEnabled}
          onChange={(value) => change('soundEnabled', value)}
        />
      </Group>
      <Group title="Show">
        {KINDS.map(({ key, label }) => (
          <Toggle key={key} label={label} checked={settings[key]} onChange={(value) => change(key, value)} />
        ))}
      </Group>
      {email && (
        <Group title="Also by email">
          {KINDS.map(({ email: key, label }) => (
            <Toggle
              key={key}
              label={
                <>
                  <span className="sr-only">Email: </span>
                  {label}
                </>
              }
              checked={settings[key]}
              onChange={(value) => change(key, value)}
            />
          ))}
        </Group>
      )}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-xs font-semibold uppercase tracking-wide text-gray-600">{title}</legend>
      <div className="mt-1 space-y-1">{children}</div>
    </fieldset>
  );
}

function Toggle({
  label,
  checked,
  disabled = false,
  note,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  /** why the switch does not do what it says (the browser's refusal), tied to it as its description */
  note?: string | null;
  onChange: (value: boolean) => void;
}) {
  return (
    <Field disabled={disabled} className="flex flex-wrap items-center justify-between gap-x-3 py-0.5">
      <Label className="text-sm text-gray-800 data-disabled:text-gray-500">{label}</Label>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-5 w-9 shrink-0 cursor-pointer rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-checked:bg-indigo-600 data-disabled:cursor-not-allowed data-disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none mt-0.5 ml-0.5 inline-block size-4 rounded-full bg-white shadow-sm transition-transform group-data-checked:translate-x-4"
        />
      </Switch>
      {note && <Description className="mt-1 basis-full text-xs text-amber-800">{note}</Description>}
    </Field>
  );
}

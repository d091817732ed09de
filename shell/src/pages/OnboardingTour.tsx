import { useState } from 'react';
import { Bell, Clapperboard, Drama, Handshake, Package, type LucideIcon } from 'lucide-react';
import { Button, Dialog } from '@scenedock/ui';

const STEPS: { title: string; icon: LucideIcon; text: string }[] = [
  {
    title: 'Welcome to Scenedock',
    icon: Drama,
    text: 'Your account is ready. Here is a quick look at what you can do; it takes less than a minute.',
  },
  {
    title: 'Inventory management',
    icon: Package,
    text: 'Keep every prop, set piece and costume in one place, with photos, condition and where it is stored. Props, Sets and Costumes in the sidebar each have their own list.',
  },
  {
    title: 'Production tracking',
    icon: Clapperboard,
    text: 'Create a production and assign the items it needs, so everyone knows what is in use for which show and when it comes back.',
  },
  {
    title: 'Inter-department lending',
    icon: Handshake,
    text: "Search other departments' inventories and ask to borrow what you are missing. Requests to borrow your items appear under Lending for you to approve.",
  },
  {
    title: 'Stay connected',
    icon: Bell,
    text: 'The bell in the top bar tells you about loan requests, returns and finished imports. Your profile and password are under Settings.',
  },
];

/** The five-step tour shown once an invitation is accepted; finishing or closing it calls onFinish. */
export function OnboardingTour({ open, onFinish }: { open: boolean; onFinish: () => void }) {
  const [index, setIndex] = useState(0);
  const step = STEPS[index];
  const last = index === STEPS.length - 1;
  const Icon = step.icon;
  return (
    <Dialog
      open={open}
      onClose={onFinish}
      title={step.title}
      description={`Step ${index + 1} of ${STEPS.length}`}
      size="sm"
      footer={
        <>
          {index > 0 && (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              Previous
            </Button>
          )}
          {last ? (
            <Button onClick={onFinish}>Get Started</Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>Next</Button>
          )}
        </>
      }
    >
      <div className="flex flex-col items-center gap-4 py-2 text-center">
        <span className="rounded-full bg-indigo-100 p-3 text-indigo-700">
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <p className="text-sm text-gray-700">{step.text}</p>
        {/* The "Step N of 5" text says the same to assistive technology. */}
        <div className="flex gap-1.5" aria-hidden="true">
          {STEPS.map((s, i) => (
            <span
              key={s.title}
              className={`h-1.5 w-6 rounded-full ${i <= index ? 'bg-indigo-600' : 'bg-gray-300'}`}
            />
          ))}
        </div>
      </div>
    </Dialog>
  );
}

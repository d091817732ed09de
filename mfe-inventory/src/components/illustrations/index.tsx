import type { CostumeCategory, PropCategory } from '../../lib/constants';
import { titleCase } from '../../lib/constants';
import { Illustration, type Drawing } from './Illustration';

const PROP_ART: Record<PropCategory, { drawing: Drawing; tint: string }> = {
  furniture: { drawing: 'chair', tint: 'bg-amber-50 text-amber-700' },
  weapons: { drawing: 'sword', tint: 'bg-slate-100 text-slate-700' },
  costumes: { drawing: 'dress', tint: 'bg-rose-50 text-rose-700' },
  decorative: { drawing: 'vase', tint: 'bg-emerald-50 text-emerald-700' },
  lighting: { drawing: 'spotlight', tint: 'bg-yellow-50 text-yellow-700' },
  electronics: { drawing: 'radio', tint: 'bg-sky-50 text-sky-700' },
  other: { drawing: 'crate', tint: 'bg-gray-100 text-gray-600' },
};

/** Costume categories share drawings by group: clothes by era and style, then what is worn on head and feet. */
const COSTUME_ART: Record<CostumeCategory, { drawing: Drawing; tint: string }> = {
  period: { drawing: 'gown', tint: 'bg-rose-50 text-rose-700' },
  formal: { drawing: 'suit', tint: 'bg-slate-100 text-slate-700' },
  modern: { drawing: 'tshirt', tint: 'bg-sky-50 text-sky-700' },
  casual: { drawing: 'tshirt', tint: 'bg-teal-50 text-teal-700' },
  fantasy: { drawing: 'wizardHat', tint: 'bg-violet-50 text-violet-700' },
  uniform: { drawing: 'cap', tint: 'bg-emerald-50 text-emerald-700' },
  accessories: { drawing: 'handbag', tint: 'bg-amber-50 text-amber-700' },
  shoes: { drawing: 'shoe', tint: 'bg-orange-50 text-orange-700' },
  hats: { drawing: 'topHat', tint: 'bg-indigo-50 text-indigo-700' },
  other: { drawing: 'hanger', tint: 'bg-gray-100 text-gray-600' },
};

export function PropIllustration({ category }: { category: string }) {
  const art = PROP_ART[category as PropCategory] ?? PROP_ART.other;
  return <Illustration {...art} label={`${titleCase(category || 'prop')} illustration`} />;
}

export function SetIllustration() {
  return <Illustration drawing="stage" tint="bg-purple-50 text-purple-700" label="Set piece illustration" />;
}

export function CostumeIllustration({ category }: { category: string }) {
  const art = COSTUME_ART[category as CostumeCategory] ?? COSTUME_ART.other;
  return <Illustration {...art} label={`${titleCase(category || 'costume')} costume illustration`} />;
}

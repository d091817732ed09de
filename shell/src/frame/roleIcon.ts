import {
  Crown,
  GraduationCap,
  Megaphone,
  ShieldCheck,
  UserCog,
  Wrench,
  User,
  type LucideIcon,
} from 'lucide-react';
import type { Actor } from '@scenedock/ui';

const ICONS: Record<string, LucideIcon> = {
  admin: Crown,
  director: Megaphone,
  manager: UserCog,
  assistant: Wrench,
  student: GraduationCap,
};

export function roleIcon(actor: Actor | null | undefined): LucideIcon {
  if (actor?.is_superuser) return ShieldCheck;
  return (actor?.departmentRole && ICONS[actor.departmentRole]) || User;
}

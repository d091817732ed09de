import { enumLabel, enumTone, type EnumKind, type EnumValue } from '../enums';
import { Badge } from './Badge';

/** A value of an enumeration (a status, a condition, a role) as a badge: its label in its tone. */
export function EnumBadge<K extends EnumKind>({
  kind,
  value,
  className,
}: {
  kind: K;
  value: EnumValue<K>;
  className?: string;
}) {
  return (
    <Badge tone={enumTone(kind, value)} className={className}>
      {enumLabel(kind, value)}
    </Badge>
  );
}

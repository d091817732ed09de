import { render, screen } from '@testing-library/react';
import { EnumBadge } from './components/EnumBadge';
import {
  categoryLabel,
  CONDITIONS,
  COSTUME_SIZES,
  enumLabel,
  enumOptions,
  isEnumValue,
  ROLE_LABELS,
  ROLES,
} from './enums';

describe('enumerations', () => {
  it('lists values in the order the screens offer them', () => {
    expect(CONDITIONS).toEqual(['excellent', 'good', 'fair', 'poor']);
    expect(ROLES).toEqual(['student', 'assistant', 'manager', 'director', 'admin']);
  });

  it('words values, sizes and categories of every kind', () => {
    expect(enumLabel('condition', 'good')).toBe('Good');
    expect(COSTUME_SIZES.map((size) => enumLabel('costumeSize', size))).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'XXXL',
      'One Size',
      'Custom',
    ]);
    expect(categoryLabel('backdrop')).toBe('Backdrop');
    expect(categoryLabel('hats')).toBe('Hats');
    expect(ROLE_LABELS.admin).toBe('Department Admin');
  });

  it('offers options of every value, or of those given', () => {
    expect(enumOptions('userStatus')).toEqual([
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
      { value: 'pending', label: 'Pending' },
    ]);
    expect(enumOptions('lendingStatus', ['overdue'])).toEqual([{ value: 'overdue', label: 'Overdue' }]);
  });

  it("knows its own values only (not the object's)", () => {
    expect(isEnumValue('condition', 'fair')).toBe(true);
    expect(isEnumValue('condition', 'constructor')).toBe(false);
    expect(isEnumValue('condition', '')).toBe(false);
  });

  it('shows a value as a badge in its tone', () => {
    render(<EnumBadge kind="lendingStatus" value="overdue" />);
    expect(screen.getByText('Overdue')).toHaveClass('bg-red-50');
  });
});

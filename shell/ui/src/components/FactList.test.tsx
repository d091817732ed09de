import { render, screen } from '@testing-library/react';
import { FactList } from './FactList';

describe('FactList', () => {
  it('pairs each label with its value, a long text across both columns and icons hidden', () => {
    const { container } = render(
      <FactList
        facts={[
          ['Venue', 'Main Hall', { icon: <svg data-testid="pin" /> }],
          ['Condition', <strong key="c">Good</strong>],
          ['Notes', 'First line\nSecond line', { long: true }],
        ]}
      />,
    );
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Venue', 'Condition', 'Notes']);
    expect(values).toEqual(['Main Hall', 'Good', 'First line\nSecond line']);
    expect(screen.getByTestId('pin').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Main Hall')).toHaveClass('pl-6');
    expect(screen.getByText(/First line/).parentElement).toHaveClass('sm:col-span-2');
    expect(screen.getByText(/First line/)).toHaveClass('whitespace-pre-wrap');
  });
});

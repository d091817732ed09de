import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { ItemIllustration, ItemImage } from './ItemImage';

describe('ItemImage', () => {
  it('shows the photo, and the category illustration once the photo fails to load', () => {
    renderWithPlatform(
      <ItemImage src="/uploads/props/chair.jpg" alt="Rocking chair" kind="prop" category="furniture" />,
    );
    const photo = screen.getByRole('img', { name: 'Rocking chair' });
    expect(photo).toHaveAttribute('src', '/uploads/props/chair.jpg');
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Rocking chair' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Furniture illustration' })).toBeInTheDocument();
  });

  it('shows the illustration when there is no photo', () => {
    renderWithPlatform(<ItemImage src={null} alt="Rocking chair" kind="prop" category="lighting" />);
    expect(screen.getByRole('img', { name: 'Lighting illustration' })).toBeInTheDocument();
  });

  it('hides the drawing from screen readers where the photo would have been decoration', () => {
    renderWithPlatform(<ItemImage src={null} alt="" kind="costume_piece" />);
    expect(screen.getByTestId('item-placeholder')).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws the stage for a production', () => {
    const { container } = renderWithPlatform(<ItemImage src={null} alt="" kind="production" seed={3} />);
    expect(container.querySelector('svg[aria-hidden="true"]')).toBeInTheDocument();
    expect(screen.queryByTestId('item-placeholder')).not.toBeInTheDocument();
  });
});

describe('ItemIllustration', () => {
  it('names each kind and category, and falls back to the kind for an unknown category', () => {
    renderWithPlatform(
      <>
        <ItemIllustration kind="costume_piece" category="fantasy" />
        <ItemIllustration kind="set_piece" />
        <ItemIllustration kind="prop" category="spaceship" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Fantasy costume illustration' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Set piece illustration' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Spaceship illustration' })).toBeInTheDocument();
  });
});

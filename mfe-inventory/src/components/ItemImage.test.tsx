import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '@scenedock/ui/testing';
import { PropIllustration } from './illustrations';
import { ItemImage } from './ItemImage';

describe('ItemImage', () => {
  it('shows the photo, and the category illustration once the photo fails to load', () => {
    renderWithPlatform(
      <ItemImage
        src="/uploads/props/chair.jpg"
        alt="Rocking chair"
        fallback={<PropIllustration category="furniture" />}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Rocking chair' });
    expect(photo).toHaveAttribute('src', '/uploads/props/chair.jpg');
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Rocking chair' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Furniture illustration' })).toBeInTheDocument();
  });

  it('shows the illustration when there is no photo', () => {
    renderWithPlatform(
      <ItemImage src={null} alt="Rocking chair" fallback={<PropIllustration category="lighting" />} />,
    );
    expect(screen.getByRole('img', { name: 'Lighting illustration' })).toBeInTheDocument();
  });
});

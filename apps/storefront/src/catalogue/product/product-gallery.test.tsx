import { fireEvent, render, screen } from '@testing-library/react';
import { GALLERY_SIZES, ProductGallery } from './product-gallery';

const images = ['/api/images/products/7/1.png', '/api/images/products/7/2.png'];
const sets = [1, 2].map((n) => ({ webp: `/api/images/products/7/${n}-600-v.webp 600w`, png: `/api/images/products/7/${n}-600-v.png 600w` }));

describe('ProductGallery', () => {
  it('offers the main picture and the thumbnails in their sizes, WebP first, and follows the chosen thumbnail', () => {
    const { container } = render(<ProductGallery images={images} name="Fryer" imageSets={sets} />);
    const main = container.querySelector('.gallery__main picture')!;
    expect(main.querySelector('source')).toHaveAttribute('srcset', sets[0]!.webp);
    expect(main.querySelector('source')).toHaveAttribute('sizes', GALLERY_SIZES);
    expect(main.querySelector('img')).toHaveAttribute('srcset', sets[0]!.png);
    expect(container.querySelectorAll('.gallery__thumbs picture source')[1]).toHaveAttribute('sizes', '72px');
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(container.querySelector('.gallery__main source')).toHaveAttribute('srcset', sets[1]!.webp);
    expect(container.querySelector('.gallery__main img')).toHaveAttribute('src', images[1]);
  });

  it('without sizes shows the plain images', () => {
    const { container } = render(<ProductGallery images={images} name="Fryer" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('.gallery__main img')).not.toHaveAttribute('srcset');
  });
});

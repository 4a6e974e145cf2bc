import { PLACEHOLDER_IMAGE, productImage, productImages, repairImageUrl } from '@rental/platform/images';

describe('image helpers', () => {
  it('repairs an address with the API host prefixed twice', () => {
    expect(repairImageUrl('http://localhost:3000http://localhost:3000/uploads/x.png')).toBe('http://localhost:3000/uploads/x.png');
    expect(repairImageUrl('http://a/http://b/x.png')).toBe('http://b/x.png');
    expect(repairImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(repairImageUrl('')).toBe('');
  });

  it('reads the image list, a single string or the images field', () => {
    expect(productImages({ image: ['http://a/http://b/1.png', ''] })).toEqual(['http://b/1.png']);
    expect(productImages({ image: 'http://b/2.png' })).toEqual(['http://b/2.png']);
    expect(productImages({ images: ['http://b/3.png'] })).toEqual(['http://b/3.png']);
  });

  it('falls back to the product logo placeholder, an inline SVG', () => {
    expect(productImage({ image: [] })).toBe(PLACEHOLDER_IMAGE);
    expect(productImage(undefined)).toBe(PLACEHOLDER_IMAGE);
    expect(PLACEHOLDER_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
    expect(productImage({ image: ['http://b/1.png'] })).toBe('http://b/1.png');
  });
});

// @rental/platform/images: product pictures, bundled by each app.
export { PLACEHOLDER_IMAGE, productImage, productImages, repairImageUrl } from './images';
export { Picture } from './Picture';

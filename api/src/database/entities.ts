import { OutboxMail } from '../mail/outbox-mail.entity.js';
import { GalleryItem } from '../gallery/gallery-item.entity.js';
import { Order, OrderLine } from '../orders/order.entity.js';
import { Product } from '../products/product.entity.js';
import { User } from '../users/user.entity.js';

export const entities = [User, Product, Order, OrderLine, GalleryItem, OutboxMail];

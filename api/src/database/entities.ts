import { AuditEntry } from '../audit/audit-entry.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { OutboxMail } from '../mail/outbox-mail.entity.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity.js';
import { GalleryItem } from '../gallery/gallery-item.entity.js';
import { Order, OrderLine } from '../orders/order.entity.js';
import { OrderNote } from '../orders/order-note.entity.js';
import { KitComponent } from '../products/kit-component.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { Product } from '../products/product.entity.js';
import { OrderUnit, Unit, UnitEvent } from '../units/unit.entity.js';
import { Session } from '../users/sessions/session.entity.js';
import { RecoveryCode, SecondFactor } from '../users/two-factor/two-factor.entity.js';
import { User } from '../users/user.entity.js';
import { Coupon, CouponUse } from '../coupons/coupon.entity.js';
import { TermsVersion } from '../terms/terms-version.entity.js';
import { AccountToken } from '../users/account/account-token.entity.js';

export const entities = [User, Product, Order, OrderLine, GalleryItem, KitComponent, Unit, UnitEvent, OrderUnit, AuditEntry, OutboxMail, Session, ContactMessage, IdempotencyKey, AccountToken, SecondFactor, RecoveryCode, OrderNote, Payment, Coupon, CouponUse, TermsVersion];

import { IdempotencyKeys1795718068185 } from './1795718068185-IdempotencyKeys.js';
import { Accounts1795717886172 } from './1795717886172-Accounts.js';
import { SecondFactors1795718789573 } from './1795718789573-SecondFactors.js';
import { PaymentRefunds1795720000000 } from './1795720000000-PaymentRefunds.js';
import { OrderNotesAndLateFeeReason1795719288775 } from './1795719288775-OrderNotesAndLateFeeReason.js';
import { Payments1795718384017 } from './1795718384017-Payments.js';
import { ContactMessages1795710093237 } from './1795710093237-ContactMessages.js';
import { Sessions1795707401244 } from './1795707401244-Sessions.js';
import { UnitTagsFromKeys1795530000000 } from './1795530000000-UnitTagsFromKeys.js';
import { UnitsAndKits1795500000000 } from './1795500000000-UnitsAndKits.js';
import { AuditTrail1795520000000 } from './1795520000000-AuditTrail.js';
import { MailOutbox1795510000000 } from './1795510000000-MailOutbox.js';
import { AdminListIndexes1795453296201 } from './1795453296201-AdminListIndexes.js';
import { Pricing1795449773191 } from './1795449773191-Pricing.js';
import { Inventory1795331661501 } from './1795331661501-Inventory.js';
import { Initial1795314990148 } from './1795314990148-Initial.js';
// Generated migrations, in order. `npm run migration:generate -w api -- <Name>` adds one here.
export const migrations: Function[] = [Initial1795314990148, Inventory1795331661501, Pricing1795449773191, AdminListIndexes1795453296201, UnitsAndKits1795500000000, MailOutbox1795510000000, AuditTrail1795520000000, UnitTagsFromKeys1795530000000, Sessions1795707401244, ContactMessages1795710093237, Accounts1795717886172, IdempotencyKeys1795718068185, Payments1795718384017, SecondFactors1795718789573, OrderNotesAndLateFeeReason1795719288775, PaymentRefunds1795720000000];

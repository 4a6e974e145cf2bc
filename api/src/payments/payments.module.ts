import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { PayHereProvider } from './payhere/payhere.provider.js';
import { StripeProvider } from './stripe/stripe.provider.js';
import { Payment } from './payment.entity.js';
import { PaymentHolds } from './payment-holds.js';
import { loadPaymentsConfig, type PaymentsConfig } from './payments.config.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PAYMENT_PROVIDER, PAYMENTS_CONFIG } from './payments.tokens.js';

/** Taking money: the provider chosen by settings (PayHere or Stripe), payments of orders, and the pay-now hold. */
@Module({
  imports: [TypeOrmModule.forFeature([Payment]), MailModule],
  controllers: [PaymentsController],
  providers: [
    { provide: PAYMENTS_CONFIG, useFactory: () => loadPaymentsConfig() },
    {
      provide: PAYMENT_PROVIDER,
      inject: [PAYMENTS_CONFIG],
      useFactory: (config: PaymentsConfig) =>
        config.provider === 'payhere' ? new PayHereProvider(config.payhere!) : config.provider === 'stripe' ? new StripeProvider(config.stripe!) : null,
    },
    PaymentsService,
    PaymentHolds,
  ],
})
export class PaymentsModule {}

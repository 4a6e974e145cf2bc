import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { PayHereProvider } from './payhere/payhere.provider.js';
import { StripeProvider } from './stripe/stripe.provider.js';
import { Payment } from './payment.entity.js';
import { PaymentHolds } from './payment-holds.js';
import { paymentsConfig, type PaymentsConfig } from './payments.config.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PaymentsList } from './payments-list.js';
import { PAYMENT_PROVIDER, PAYMENTS_CONFIG, REFUNDING_PROVIDERS } from './payments.tokens.js';
import type { PaymentProvider } from './payment-provider.js';

/** Taking money: the provider chosen by settings (PayHere or Stripe), payments of orders, and the pay-now hold. */
@Module({
  imports: [TypeOrmModule.forFeature([Payment]), MailModule],
  controllers: [PaymentsController],
  providers: [
    { provide: PAYMENTS_CONFIG, useExisting: paymentsConfig.KEY },
    {
      provide: REFUNDING_PROVIDERS,
      inject: [PAYMENTS_CONFIG],
      useFactory: (config: PaymentsConfig): Partial<Record<'payhere' | 'stripe', PaymentProvider>> => ({
        ...(config.payhere ? { payhere: new PayHereProvider(config.payhere) } : {}),
        ...(config.stripe ? { stripe: new StripeProvider(config.stripe) } : {}),
      }),
    },
    {
      provide: PAYMENT_PROVIDER,
      inject: [PAYMENTS_CONFIG, REFUNDING_PROVIDERS],
      useFactory: (config: PaymentsConfig, providers: Partial<Record<'payhere' | 'stripe', PaymentProvider>>) => (config.provider ? providers[config.provider]! : null),
    },
    PaymentsService,
    PaymentsList,
    PaymentHolds,
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ServerConfig, serverConfig } from '../config/server.config.js';
import { DEMO_CUSTOMER, type SeedConfig, seedConfig } from './config/seed.config.js';
import { UsersService } from '../users/users.service.js';
import { AccountService } from '../users/account/account.service.js';
import { seedDemoCatalogue } from './demo-data.js';

/** First start: the admin always exists; the embedded default also gets a demo catalogue. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(seedConfig.KEY) private readonly config: SeedConfig,
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
    private readonly users: UsersService,
    private readonly account: AccountService,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.users.ensureUser({ email: this.config.admin.email, firstName: 'Shop', lastName: 'Admin', role: 'admin' }, this.config.admin.password);
    // Admins and staff from before e-mail verification existed count as verified.
    await this.account.verifyShopStaff();
    if (!this.config.demoData) return;
    await this.users.ensureUser(
      { email: DEMO_CUSTOMER.email, firstName: 'Demo', lastName: 'Customer', role: 'customer', phone: '0771234567', address: '12 Galle Road, Colombo' },
      DEMO_CUSTOMER.password,
    );
    const added = await seedDemoCatalogue(this.dataSource, this.server);
    if (added) this.logger.log(`Demo data added: ${added}`);
  }
}

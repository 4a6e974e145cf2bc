import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOnly, CurrentUser, Public, StaffAllowed } from '../common/auth.decorators.js';
import { discardRest } from '../uploads/local/receive-upload.js';
import type { User } from '../users/user.entity.js';
import { IdDocumentSettingsDto, IdDocumentUploadDto } from './dto/id-document.dto.js';
import { ID_DOCUMENT_TYPES, MAX_ID_DOCUMENT_BYTES } from './id-document-rules.js';
import { IdDocumentReceived, IdDocumentSettingsSaved, IdDocumentSettingsView, IdDocumentUploadLink } from './id-document-view.js';
import { IdDocumentsService } from './id-documents.service.js';

@ApiTags('orders')
@ApiBearerAuth()
@Controller()
export class IdDocumentsController {
  constructor(private readonly idDocuments: IdDocumentsService) {}

  @StaffAllowed()
  @Get('admin/id-documents/settings')
  @ApiOperation({ summary: 'When the shop asks renters for an ID document (order total, product categories) and how long it keeps them' })
  @ApiOkResponse({ type: IdDocumentSettingsView })
  settings(): Promise<IdDocumentSettingsView> {
    return this.idDocuments.settings();
  }

  @AdminOnly()
  @Put('admin/id-documents/settings')
  @ApiOperation({ summary: 'Ask for an ID document from an order total and/or for product categories (orders booked from now on), and keep each keepDays days after the return' })
  @ApiOkResponse({ type: IdDocumentSettingsSaved })
  async saveSettings(@Body() dto: IdDocumentSettingsDto, @CurrentUser() actor: User): Promise<IdDocumentSettingsSaved> {
    return { message: 'ID document settings saved', ...(await this.idDocuments.saveSettings(dto, actor)) };
  }

  @Post('orders/:orderId/id-document/upload-link')
  @HttpCode(200)
  @ApiOperation({
    summary: `A short-lived link to PUT the order's ID document (NIC or passport: JPEG, PNG, WebP or PDF, at most ${MAX_ID_DOCUMENT_BYTES / 1048576} MB): the customer's own order, or any for staff; 409 when the order needs none or is finished. A new upload replaces the one kept`,
  })
  @ApiOkResponse({ type: IdDocumentUploadLink })
  uploadLink(@Param('orderId') orderId: string, @Body() dto: IdDocumentUploadDto, @CurrentUser() user: User): Promise<IdDocumentUploadLink> {
    return this.idDocuments.uploadLink(orderId, dto, user);
  }

  @Public()
  @Put('orders/:orderId/id-document/:name')
  @HttpCode(201)
  @ApiOperation({
    summary: 'The uploadUrl of POST /api/orders/{orderId}/id-document/upload-link: send the raw file with the signed Content-Type; 201 when kept, 403 for a tampered or expired link, 413 over the size, 415 for another type or content, 409 when the order is finished',
  })
  @ApiConsumes(...Object.keys(ID_DOCUMENT_TYPES))
  @ApiQuery({ name: 'type', description: 'The signed content type' })
  @ApiQuery({ name: 'expires', description: 'Unix time the link stops working' })
  @ApiQuery({ name: 'max', description: 'The file size in bytes' })
  @ApiQuery({ name: 'exact', description: 'The body must be exactly max bytes' })
  @ApiQuery({ name: 'by', required: false, description: 'The account that asked for the link: the upload is audited as theirs' })
  @ApiQuery({ name: 'signature', description: 'HMAC of the above and the path' })
  @ApiCreatedResponse({ type: IdDocumentReceived })
  async receive(@Param('orderId') orderId: string, @Param('name') name: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<IdDocumentReceived> {
    try {
      const idDocument = await this.idDocuments.receive(orderId, name, request.raw, request.query as Record<string, unknown>);
      return { message: 'ID document received', idDocument };
    } catch (error) {
      discardRest(request.raw, reply.raw, 2 * MAX_ID_DOCUMENT_BYTES);
      throw error;
    }
  }

  @StaffAllowed()
  @Get('orders/:orderId/id-document')
  @ApiOperation({ summary: "The order's ID document (staff), never cached; each look is recorded in the audit trail. 404 when none is kept" })
  @ApiProduces(...Object.keys(ID_DOCUMENT_TYPES))
  @ApiOkResponse({ description: 'The file' })
  async open(@Param('orderId') orderId: string, @CurrentUser() actor: User, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.idDocuments.open(orderId, actor);
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.bytes)
      .header('Content-Disposition', `inline; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store, private')
      .header('Pragma', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'same-site')
      .send(file.stream);
  }

  @StaffAllowed()
  @Delete('orders/:orderId/id-document')
  @ApiOperation({ summary: "Delete the order's ID document now (staff); recorded in the audit trail" })
  async remove(@Param('orderId') orderId: string, @CurrentUser() actor: User): Promise<{ message: string }> {
    await this.idDocuments.remove(orderId, actor);
    return { message: `ID document of ${orderId} deleted` };
  }
}

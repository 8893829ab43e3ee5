// An invoice as a PDF (pdfkit): who billed whom, the lines, the totals and the status. Amounts are
// written with their ISO currency code, since the PDF's standard fonts have no rupee sign.
import type { BillingInvoiceRow } from './store.ts';

const LONG_US = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Minor units → 'INR 1,499.00' (lakh grouping for INR) or 'USD 15.00'. */
export function formatInvoiceAmount(minor: number, currencyCode: string): string {
  const locale = currencyCode === 'INR' ? 'en-IN' : 'en-US';
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
  return `${currencyCode} ${amount}`;
}

const STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  payment_due: 'Payment due',
  not_paid: 'Not paid',
  posted: 'Posted',
  voided: 'Voided',
  pending: 'Pending',
};

export interface InvoiceParty {
  teamName: string;
  ownerEmail: string | null;
  seller: string;
}

export async function renderInvoicePdf(invoice: BillingInvoiceRow, party: InvoiceParty): Promise<Buffer> {
  // Loaded on the first invoice, not with the server.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.id}`, Author: party.seller, Subject: `Invoice for ${party.teamName}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const amount = (minor: number) => formatInvoiceAmount(minor, invoice.currencyCode);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(22).text(party.seller, left, 56);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Invoice', left, 84);
  doc.fillColor('#000').fontSize(10);
  const facts: Array<[string, string]> = [
    ['Invoice number', invoice.id],
    ['Date', LONG_US.format(invoice.date)],
    ['Status', STATUS_LABELS[invoice.status] ?? invoice.status],
  ];
  if (invoice.paidAt) facts.push(['Paid on', LONG_US.format(invoice.paidAt)]);
  else if (invoice.dueDate) facts.push(['Due on', LONG_US.format(invoice.dueDate)]);
  let y = 120;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(label, left, y, { width: 120 });
    doc.font('Helvetica').text(value, left + 120, y);
    y += 16;
  }
  y += 12;
  doc.font('Helvetica-Bold').text('Billed to', left, y);
  doc.font('Helvetica').text(party.teamName, left, y + 16);
  if (party.ownerEmail) doc.text(party.ownerEmail, left, y + 32);
  y += 72;

  doc
    .font('Helvetica-Bold')
    .text('Description', left, y)
    .text('Period', left + 250, y)
    .text('Amount', left, y, {
      width,
      align: 'right',
    });
  y += 18;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#ccc')
    .stroke();
  y += 8;
  doc.font('Helvetica');
  for (const line of invoice.lineItems) {
    const period =
      line.dateFrom && line.dateTo
        ? `${LONG_US.format(new Date(line.dateFrom * 1000))} - ${LONG_US.format(new Date(line.dateTo * 1000))}`
        : '';
    doc.text(line.description, left, y, { width: 240 });
    doc.text(period, left + 250, y, { width: 170 });
    doc.text(amount(line.amount), left, y, { width, align: 'right' });
    y += 30;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 10;
  const totals: Array<[string, number]> = [
    ['Total', invoice.total],
    ['Amount paid', invoice.amountPaid],
    ['Amount due', invoice.amountDue],
  ];
  for (const [label, value] of totals) {
    doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left + 250, y, { width: 120 });
    doc.text(amount(value), left, y, { width, align: 'right' });
    y += 16;
  }
  doc.end();
  return done;
}

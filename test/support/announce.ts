import { Advertiser } from '../../src-main/host/mdns';

/**
 * A look-alike for tests: announces a table by mDNS with the id, name and
 * port given, like a stranger copying a real table's announcement.
 * `node --import tsx test/support/announce.ts ID NAME PORT`; SIGTERM withdraws it.
 */
const [id, name, port] = process.argv.slice(2);
const advertiser = new Advertiser(Number(port), { id: id!, name: name!, game: 'dubbe', seats: 3, free: 2, protocol: 2, locked: true });
process.stdout.write('announced\n');
const keep = setInterval(() => {}, 60_000);
process.on('SIGTERM', () => {
  clearInterval(keep);
  void advertiser.stop().then(() => process.exit(0));
});

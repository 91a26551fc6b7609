import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { ApiClient as Client } from '../../test/client';
import { linkIn, type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { organizationBody } from '../../test/organizations';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { organizations } from './tables';

let testApp: TestApp;
let catcher: MailCatcher;
let dist: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  dist = await mkdtemp(path.join(os.tmpdir(), 'paygrid-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  testApp = await createTestApp({ SMTP_URL: catcher.url, WEB_DIST_DIR: dist, REGISTRATION_ENABLED: 'false' });
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
  await rm(dist, { recursive: true, force: true });
});

const organizationCount = async () =>
  (await testApp.database.db.select({ n: count() }).from(organizations))[0]?.n ?? 0;

async function createOrganization(owner: ApiClient, alias: string): Promise<string> {
  const response = await owner.post('/organization', organizationBody(alias));
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

async function invite(inviter: ApiClient, email: string, role = 'member'): Promise<string> {
  const seen = catcher.mails.length;
  const response = await inviter.post('/organization/invites', { email, role });
  expect(response.statusCode).toBe(201);
  const link = linkIn(await catcher.next(email, seen), '/join/');
  return link.pathname.split('/').at(-1) as string;
}

describe('creating and switching organisations', () => {
  let owner: ApiClient;
  beforeAll(async () => {
    owner = await signedInUser(testApp, 'owner@example.com');
  });

  it('creates an organisation with the caller as owner, on its own sub-domain, as the current one', async () => {
    const response = await owner.post('/organization', organizationBody('acme'));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({
      alias: 'acme',
      role: 'owner',
      country: 'UA',
      base_currency: 'UAH',
      dashboard_url: 'http://acme.app.localhost:3000/',
      current: true,
    });
    expect((await owner.get('/organization')).json().data.attributes.alias).toBe('acme');
  });

  it('refuses a taken, reserved or malformed alias and bad reference codes, writing nothing', async () => {
    const before = await organizationCount();
    const taken = await owner.post('/organization', organizationBody('acme'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({
      code: 'validation__alias_taken',
      source: { pointer: '/data/attributes/alias' },
    });
    const reserved = await owner.post('/organization', organizationBody('admin'));
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().errors[0].code).toBe('validation__alias_reserved');
    expect((await owner.post('/organization', organizationBody('Bad_Alias'))).json().errors[0].code).toBe(
      'validation__alias_format',
    );
    const codes = await owner.post(
      '/organization',
      organizationBody('good-one', { country: 'XX', base_currency: 'ABC', time_zone: 'Mars/Base' }),
    );
    expect(codes.statusCode).toBe(422);
    expect(
      codes
        .json()
        .errors.map((error: { source: { pointer: string } }) => error.source.pointer)
        .sort(),
    ).toEqual(['/data/attributes/base_currency', '/data/attributes/country', '/data/attributes/time_zone']);
    expect(await organizationCount()).toBe(before);
  });

  it('checks name and alias as the user types', async () => {
    const check = async (query: string) => (await owner.post(`/organization/validate?${query}`)).json();
    expect(await check('alias=fresh-alias&name=Fresh')).toEqual({ valid: true, errors: [] });
    expect(await check('alias=acme')).toEqual({
      valid: false,
      errors: [{ field: 'alias', code: 'validation__alias_taken' }],
    });
    expect((await check('alias=www')).errors[0].code).toBe('validation__alias_reserved');
    expect((await check('name=x')).errors[0]).toEqual({ field: 'name', code: 'validation__range' });
  });

  it('lists the organisations and switches between them, answering the dashboard URL', async () => {
    const betaId = await createOrganization(owner, 'beta');
    const list = (await owner.get('/user/organizations')).json().data;
    expect(list.map((row: { attributes: { alias: string } }) => row.attributes.alias)).toEqual([
      'acme',
      'beta',
    ]);
    expect(
      list.find((row: { attributes: { current: boolean } }) => row.attributes.current).attributes.alias,
    ).toBe('beta');
    const acmeId = list[0].id;
    const switched = await owner.post(`/user/organizations/${acmeId}/switch`, {
      data: { type: 'organization', id: acmeId },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.attributes.dashboard_url).toBe('http://acme.app.localhost:3000/');
    expect((await owner.get('/organization')).json().data.id).toBe(acmeId);
    expect(betaId).not.toBe(acmeId);
  });

  it('reads the organisation from the sub-domain', async () => {
    expect(
      (await owner.on('beta.app.localhost:3000').get('/organization')).json().data.attributes.alias,
    ).toBe('beta');
  });

  it('reads test mode from the testMode cookie, and stays live when the sidebar toggle is hidden', async () => {
    const there = owner.on('beta.app.localhost:3000');
    expect((await there.get('/organization')).json().meta).toEqual({ mode: 'live' });
    there.cookies.set('testMode', '1');
    expect((await there.get('/organization')).json().meta).toEqual({ mode: 'test' });
    const hide = {
      data: { type: 'user', attributes: { settings: { preferences: { test_mode_on_sidebar: false } } } },
    };
    expect((await there.patch('/user', hide)).statusCode).toBe(200);
    expect((await there.get('/organization')).json().meta).toEqual({ mode: 'live' });
  });
});

describe('invitations, roles and members', () => {
  let owner: ApiClient;
  let bob: ApiClient;
  const bobEmail = 'bob@example.com';

  beforeAll(async () => {
    owner = await signedInUser(testApp, 'alice@example.com', { firstName: 'Alice' });
    await createOrganization(owner, 'alice-co');
    owner = owner.on('alice-co.app.localhost:3000');
  });

  it('mails a /join link that a visitor can read, and registers the invited e-mail while open registration is off', async () => {
    const token = await invite(owner, bobEmail);
    const visitor = new Client(testApp.app);
    const shown = await visitor.get(`/member-invites/token/${token}`);
    expect(shown.json().data.attributes).toMatchObject({
      email: bobEmail,
      role: 'member',
      state: 'pending',
      organization_name: 'alice-co Payments',
      inviter_name: 'Alice Tester',
      account_exists: false,
    });
    const closed = await visitor.post('/registration', {
      first_name: 'Bob',
      last_name: 'B',
      email: 'walk-in@example.com',
      password: TEST_PASSWORD,
    });
    expect(closed.statusCode).toBe(403);
    const wrongEmail = await visitor.post('/registration', {
      first_name: 'Bob',
      last_name: 'B',
      email: 'other@example.com',
      password: TEST_PASSWORD,
      invite_token: token,
    });
    expect(wrongEmail.statusCode).toBe(422);
    const registered = await visitor.post('/registration', {
      first_name: 'Bob',
      last_name: 'Brown',
      email: bobEmail,
      password: TEST_PASSWORD,
      invite_token: token,
    });
    expect(registered.statusCode).toBe(201);
    const again = await visitor.post('/registration', {
      first_name: 'Bob',
      last_name: 'Brown',
      email: bobEmail,
      password: TEST_PASSWORD,
      invite_token: token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('User with this e-mail already exists.');

    bob = new Client(testApp.app);
    expect((await bob.post('/check-login', { email: bobEmail, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('lets the invitee accept; the organisation then lists them as a member', async () => {
    const invites = (await bob.get('/user/organizations/invites')).json().data;
    expect(invites).toHaveLength(1);
    expect(invites[0].attributes).toMatchObject({
      organization_alias: 'alice-co',
      inviter_name: 'Alice Tester',
    });
    expect((await bob.patch(`/member-invites/${invites[0].id}/accept`)).statusCode).toBe(200);
    expect((await bob.get('/user/organizations/invites')).json().data).toHaveLength(0);
    const members = (await owner.get('/organization/members')).json().data;
    expect(
      members.map((row: { attributes: { email: string; role: string } }) => [
        row.attributes.email,
        row.attributes.role,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['alice@example.com', 'owner'],
        [bobEmail, 'member'],
      ]),
    );
  });

  it('changes a member to viewer, after which they cannot invite but can still view', async () => {
    const bobRow = (await owner.get('/organization/members'))
      .json()
      .data.find((row: { attributes: { email: string } }) => row.attributes.email === bobEmail);
    const changed = await owner.patch(`/organization/members/${bobRow.id}`, { role: 'viewer' });
    expect(changed.json().data.attributes.role).toBe('viewer');
    const bobThere = bob.on('alice-co.app.localhost:3000');
    const refused = await bobThere.post('/organization/invites', {
      email: 'carol@example.com',
      role: 'viewer',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('role_forbidden');
    expect((await bobThere.get('/organization/members')).statusCode).toBe(200);
    expect((await bobThere.patch(`/organization/members/${bobRow.id}`, { role: 'admin' })).statusCode).toBe(
      403,
    );
  });

  it('lets the invitee decline another invitation', async () => {
    const other = await signedInUser(testApp, 'dora@example.com');
    await createOrganization(other, 'dora-co');
    await invite(other.on('dora-co.app.localhost:3000'), bobEmail, 'admin');
    const [open] = (await bob.get('/user/organizations/invites')).json().data;
    expect((await bob.patch(`/member-invites/${open.id}/decline`)).statusCode).toBe(200);
    expect((await bob.patch(`/member-invites/${open.id}/accept`)).statusCode).toBe(404);
    const states = (await other.on('dora-co.app.localhost:3000').get('/organization/invites')).json().data;
    expect(states[0].attributes.state).toBe('declined');
  });

  it('resends with a fresh link and revokes, and a revoked link shows its state', async () => {
    const first = await invite(owner, 'erin@example.com', 'viewer');
    const [row] = (await owner.get('/organization/invites')).json().data;
    const seen = catcher.mails.length;
    expect((await owner.post(`/organization/invites/${row.id}/resend`)).statusCode).toBe(200);
    const second = linkIn(await catcher.next('erin@example.com', seen), '/join/')
      .pathname.split('/')
      .at(-1);
    expect(second).not.toBe(first);
    expect((await owner.get(`/member-invites/token/${first}`)).statusCode).toBe(404);
    expect((await owner.delete(`/organization/invites/${row.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/member-invites/token/${second}`)).json().data.attributes.state).toBe('revoked');
  });

  it('asks before replacing an open invitation to the same address (issue 32): 409, then replaced on request', async () => {
    const first = await invite(owner, 'fay@example.com', 'viewer');
    const again = await owner.post('/organization/invites', { email: 'Fay@example.com', role: 'admin' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      code: 'invitation_pending',
      source: { pointer: '/email' },
    });
    // Nothing changed: the first link still opens its invitation.
    expect((await owner.get(`/member-invites/token/${first}`)).json().data.attributes.state).toBe('pending');
    const seen = catcher.mails.length;
    const replaced = await owner.post('/organization/invites', {
      email: 'fay@example.com',
      role: 'admin',
      replace: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
    await catcher.next('fay@example.com', seen);
    expect((await owner.get(`/member-invites/token/${first}`)).json().data.attributes.state).toBe('revoked');
    const open = (await owner.get('/organization/invites'))
      .json()
      .data.filter(
        (row: { attributes: { email: string; state: string } }) =>
          row.attributes.email === 'fay@example.com' && row.attributes.state === 'pending',
      );
    expect(open).toHaveLength(1);
    expect(open[0].attributes.role).toBe('admin');
  });

  it('keeps exactly one owner: the owner cannot leave or be removed, and ownership moves in one step', async () => {
    expect((await owner.post('/organization/leave')).statusCode).toBe(409);
    const members = (await owner.get('/organization/members')).json().data;
    const aliceRow = members.find((row: { attributes: { you: boolean } }) => row.attributes.you);
    const bobRow = members.find(
      (row: { attributes: { email: string } }) => row.attributes.email === bobEmail,
    );
    expect((await owner.delete(`/organization/members/${aliceRow.id}`)).statusCode).toBe(403);
    await owner.patch(`/organization/members/${bobRow.id}`, { role: 'admin' });
    const bobThere = bob.on('alice-co.app.localhost:3000');
    expect((await bobThere.delete(`/organization/members/${aliceRow.id}`)).statusCode).toBe(403);
    expect((await owner.post('/organization/owner-transfer', { member_id: bobRow.id })).statusCode).toBe(200);
    const roles = (await owner.get('/organization/members'))
      .json()
      .data.map((row: { attributes: { role: string } }) => row.attributes.role);
    expect(roles.filter((role: string) => role === 'owner')).toHaveLength(1);
    expect((await owner.post('/organization/leave')).statusCode).toBe(200);
    expect((await owner.get('/organization')).statusCode).toBe(404);
  });
});

describe('the current organisation', () => {
  it('makes the sub-domain opened last current through the switch call the client makes, and a new session starts in the organisation used last', async () => {
    const person = await signedInUser(testApp, 'roamer@example.com');
    await createOrganization(person, 'roam-one');
    await createOrganization(person, 'roam-two');
    expect((await person.get('/organization')).json().data.attributes.alias).toBe('roam-two');
    const onSubDomain = person.on('roam-one.app.localhost:3000');
    const opened = await onSubDomain.get('/organization');
    expect(opened.statusCode).toBe(200);
    // Reading an organisation changes nothing (house rule: a GET changes no domain row).
    expect((await person.get('/organization')).json().data.attributes.alias).toBe('roam-two');
    const id = opened.json().data.id;
    expect(
      (await onSubDomain.post(`/user/organizations/${id}/switch`, { data: { type: 'organization', id } }))
        .statusCode,
    ).toBe(200);
    expect((await person.get('/organization')).json().data.attributes.alias).toBe('roam-one');
    expect((await person.page('/settings/preferences')).headers.location).toBe(
      'http://roam-one.app.localhost:3000/settings/preferences',
    );

    await person.get('/logout');
    const again = new Client(testApp.app);
    expect(
      (await again.post('/check-login', { email: 'roamer@example.com', password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await again.get('/organization')).json().data.attributes.alias).toBe('roam-one');
  });
});

describe('another organisation’s rows answer 404', () => {
  it('walks every organisation endpoint as a member of another organisation', async () => {
    const victim = await signedInUser(testApp, 'victim@example.com');
    const victimId = await createOrganization(victim, 'victim-co');
    const victimThere = victim.on('victim-co.app.localhost:3000');
    await invite(victimThere, 'pending@example.com');
    const [victimInvite] = (await victimThere.get('/organization/invites')).json().data;
    const [victimMember] = (await victimThere.get('/organization/members')).json().data;

    const intruder = await signedInUser(testApp, 'intruder@example.com');
    await createOrganization(intruder, 'intruder-co');
    const atVictim = intruder.on('victim-co.app.localhost:3000');
    const atOwn = intruder.on('intruder-co.app.localhost:3000');

    const calls: [string, Promise<{ statusCode: number }>][] = [
      ['GET /organization', atVictim.get('/organization')],
      ['GET /organization/members', atVictim.get('/organization/members')],
      ['PATCH member', atVictim.patch(`/organization/members/${victimMember.id}`, { role: 'viewer' })],
      ['DELETE member', atVictim.delete(`/organization/members/${victimMember.id}`)],
      ['POST leave', atVictim.post('/organization/leave')],
      ['POST owner-transfer', atVictim.post('/organization/owner-transfer', { member_id: victimMember.id })],
      ['GET invites', atVictim.get('/organization/invites')],
      ['POST invite', atVictim.post('/organization/invites', { email: 'x@example.com', role: 'viewer' })],
      ['POST resend', atVictim.post(`/organization/invites/${victimInvite.id}/resend`)],
      ['DELETE invite', atVictim.delete(`/organization/invites/${victimInvite.id}`)],
      [
        'switch',
        intruder.post(`/user/organizations/${victimId}/switch`, {
          data: { type: 'organization', id: victimId },
        }),
      ],
      ['accept', intruder.patch(`/member-invites/${victimInvite.id}/accept`)],
      ['decline', intruder.patch(`/member-invites/${victimInvite.id}/decline`)],
      // Row ids of the victim used from the intruder's own organisation.
      [
        'own host PATCH victim member',
        atOwn.patch(`/organization/members/${victimMember.id}`, { role: 'viewer' }),
      ],
      ['own host DELETE victim member', atOwn.delete(`/organization/members/${victimMember.id}`)],
      ['own host resend victim invite', atOwn.post(`/organization/invites/${victimInvite.id}/resend`)],
      ['own host revoke victim invite', atOwn.delete(`/organization/invites/${victimInvite.id}`)],
      [
        'own host transfer to victim member',
        atOwn.post('/organization/owner-transfer', { member_id: victimMember.id }),
      ],
    ];
    for (const [name, call] of calls) expect([name, (await call).statusCode]).toEqual([name, 404]);
    expect((await victimThere.get('/organization/invites')).json().data[0].attributes.state).toBe('pending');
  });
});

describe('the first-load redirect rule on the server', () => {
  it('sends a fresh login without organisations to the prepare step, and a member’s pages render', async () => {
    const newcomer = await signedInUser(testApp, 'newcomer@example.com');
    const prepare = await newcomer.page('/organizations?login=1');
    expect(prepare.statusCode).toBe(302);
    expect(prepare.headers.location).toBe('/create-organization/prepare');
    expect((await newcomer.page('/login')).headers.location).toBe('/organizations');
    await createOrganization(newcomer, 'newcomer-co');
    expect((await newcomer.page('/organizations?login=1')).statusCode).toBe(200);
    expect((await newcomer.page('/payments')).headers.location).toBe(
      'http://newcomer-co.app.localhost:3000/payments',
    );
    expect((await newcomer.on('newcomer-co.app.localhost:3000').page('/')).statusCode).toBe(200);
    expect((await newcomer.on('newcomer-co.app.localhost:3000').page('/login')).headers.location).toBe(
      'http://app.localhost:3000/login',
    );
  });

  it('shows 404 on the sub-domain of an organisation the user does not belong to', async () => {
    const stranger = await signedInUser(testApp, 'stranger@example.com');
    const response = await stranger.on('acme.app.localhost:3000').page('/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });
});

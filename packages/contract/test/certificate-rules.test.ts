import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_MESSAGES,
  certificateFileName,
  certificateLocation,
  classZipRefusal,
  formatCertificateCode,
  mayDownloadCertificate,
  normalizeCertificateCode,
} from '../src/index.ts';

const code = fc.string({ unit: fc.constantFrom(...CERTIFICATE_CODE_ALPHABET), minLength: 20, maxLength: 20 });

describe('certificate codes', () => {
  it('reads back a code as printed (grouped), lower case, or with spaces', () => {
    fc.assert(
      fc.property(code, (c) => {
        expect(normalizeCertificateCode(formatCertificateCode(c))).toBe(c);
        expect(normalizeCertificateCode(c.toLowerCase())).toBe(c);
        expect(normalizeCertificateCode(formatCertificateCode(c).replaceAll('-', ' '))).toBe(c);
      }),
    );
  });
  it('reads I and L as 1 and O as 0, and refuses other lengths and letters', () => {
    expect(normalizeCertificateCode('IIIIOOOOLLLL00001111')).toBe('11110000111100001111');
    expect(normalizeCertificateCode('ABC')).toBeNull();
    expect(normalizeCertificateCode('UUUUUUUUUUUUUUUUUUUU')).toBeNull();
    expect(normalizeCertificateCode('A'.repeat(21))).toBeNull();
  });
});

describe('certificate file names', () => {
  it('is Last_First_<classId>.pdf, ASCII only, whatever the names hold', () => {
    expect(certificateFileName('Learner', 'Lee', 42)).toBe('Learner_Lee_42.pdf');
    expect(certificateFileName("O'Brien-Núñez", 'Zoë Ann', 7)).toBe('O_Brien-Nunez_Zoe_Ann_7.pdf');
    expect(certificateFileName('', '///', 1)).toBe('Unnamed_Unnamed_1.pdf');
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 2_147_483_647 }), (last, first, id) => {
        expect(certificateFileName(last, first, id)).toMatch(new RegExp(`^[A-Za-z0-9-]+(_[A-Za-z0-9-]+)*_[A-Za-z0-9-]+_${id}\\.pdf$`));
      }),
    );
  });
});

describe('certificate location', () => {
  const cls = { delivery_method: 'Group Live', delivered_virtually: false, is_online: false, location: null, facility: null };
  it("is 'Online' for a class delivered online, else the facility and location", () => {
    expect(certificateLocation({ ...cls, delivery_method: 'Group Internet-Based', facility: 'Room 4' })).toBe(CERTIFICATE_MESSAGES.online);
    expect(certificateLocation({ ...cls, delivered_virtually: true, facility: 'Room 4' })).toBe('Online');
    expect(certificateLocation({ ...cls, facility: 'VIRTUAL' })).toBe('Online');
    expect(certificateLocation({ ...cls, facility: 'Headquarters, Room 4', location: 'Springfield, IL' })).toBe(
      'Headquarters, Room 4, Springfield, IL',
    );
    expect(certificateLocation({ ...cls, facility: 'Chicago Office', location: 'Chicago Office' })).toBe('Chicago Office');
  });
});

describe('who may download certificates', () => {
  const internal = { id: 5, person_type: 'internal' as const };
  const hidden = { visible: false, runsOffering: false };
  it('the person themself, their administrator, or whoever runs the class', () => {
    expect(mayDownloadCertificate({ personId: 5, permissions: [] }, internal, hidden)).toBe(true);
    expect(mayDownloadCertificate({ personId: 9, permissions: ['HPT023', 'ADM001'] }, internal, hidden)).toBe(true);
    expect(mayDownloadCertificate({ personId: 9, permissions: ['HPT023', 'ADM002'] }, internal, hidden)).toBe(false);
    expect(mayDownloadCertificate({ personId: 9, permissions: ['CLS046'] }, internal, { visible: true, runsOffering: false })).toBe(true);
    expect(mayDownloadCertificate({ personId: 9, permissions: ['CLS046'] }, internal, hidden)).toBe(false);
    expect(mayDownloadCertificate({ personId: 9, permissions: [] }, internal, { visible: true, runsOffering: true })).toBe(true);
    expect(mayDownloadCertificate({ personId: 9, permissions: [] }, internal, { visible: true, runsOffering: false })).toBe(false);
  });
  it("makes a class's zip of a Certified class, or of recorded completions; never of a voided one", () => {
    expect(classZipRefusal({ status: 'Certified', course_kind: 'course' })).toBeNull();
    expect(classZipRefusal({ status: 'Uncertified', course_kind: 'independent_study' })).toBeNull();
    expect(classZipRefusal({ status: 'Uncertified', course_kind: 'local_learning' })).toBe(CERTIFICATE_MESSAGES.notCertified);
    expect(classZipRefusal({ status: 'Voided', course_kind: 'course' })).toBe(CERTIFICATE_MESSAGES.voided);
  });
});

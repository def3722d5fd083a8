/**
 * Notices for the code systems ChartScribe shows. The client's licences page displays these verbatim;
 * keep them in step with the data the server ships (server/src/coding/data).
 */
export interface LicenceNotice {
  id: 'icd-10-cm' | 'icd-11' | 'cpt';
  name: string;
  notice: string;
  url: string;
}

export const ICD10CM_NOTICE: LicenceNotice = {
  id: 'icd-10-cm',
  name: 'ICD-10-CM',
  notice:
    'ICD-10-CM (International Classification of Diseases, Tenth Revision, Clinical Modification) is maintained by the ' +
    'National Center for Health Statistics (CDC) and the Centers for Medicare & Medicaid Services. It is a work of the ' +
    'United States government and is in the public domain. Code descriptions shown are those of the FY2025 release ' +
    'or of the official file your clinic imported.',
  url: 'https://www.cdc.gov/nchs/icd/icd-10-cm/',
};

export const ICD11_NOTICE: LicenceNotice = {
  id: 'icd-11',
  name: 'ICD-11',
  notice:
    'ICD-11 for Mortality and Morbidity Statistics © World Health Organization. Licensed under the Creative Commons ' +
    'Attribution-NoDerivatives 3.0 IGO licence (CC BY-ND 3.0 IGO). ChartScribe shows ICD-11 codes with their ' +
    'unmodified English titles (MMS release 2024-01); this use is not endorsed by WHO.',
  url: 'https://icd.who.int/',
};

export const CPT_NOTICE: LicenceNotice = {
  id: 'cpt',
  name: 'CPT®',
  notice:
    'CPT® is a registered trademark of the American Medical Association. CPT codes, descriptions and other data are ' +
    'copyright the American Medical Association; all rights reserved. ChartScribe shows CPT code numbers with its own ' +
    'short labels and does not include the AMA\u2019s descriptors; a clinic that licenses the descriptors from the AMA ' +
    'may import them, and they are then shown instead.',
  url: 'https://www.ama-assn.org/practice-management/cpt',
};

export const CODE_SYSTEM_NOTICES: readonly LicenceNotice[] = [ICD10CM_NOTICE, ICD11_NOTICE, CPT_NOTICE];

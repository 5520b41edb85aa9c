import type { Storefront } from '@horeca/core/storefront';
/**
 * Countries served (Gulf + US), with states/emirates and a few cities each, every place named
 * in English and in Arabic side by side (issue 33): the database keeps the English names, and
 * an answer in Arabic reads the Arabic beside them (content/place-names.ts).
 */
export interface GeoCountry {
  name: string;
  nameAr: string;
  iso2: string;
  dialCode: string;
  currency: string;
  storefront: Storefront;
  /** A city is [English, Arabic]. */
  states: { name: string; nameAr: string; code: string; cities: (readonly [string, string])[] }[];
}

export const GEO: GeoCountry[] = [
  {
    name: 'United Arab Emirates', nameAr: 'الإمارات العربية المتحدة', iso2: 'AE', dialCode: '+971', currency: 'AED', storefront: 'ae',
    states: [
      { name: 'Dubai', nameAr: 'دبي', code: 'DU', cities: [['Dubai', 'دبي'], ['Jebel Ali', 'جبل علي'], ['Hatta', 'حتا']] },
      { name: 'Abu Dhabi', nameAr: 'أبوظبي', code: 'AZ', cities: [['Abu Dhabi', 'أبوظبي'], ['Al Ain', 'العين'], ['Ruwais', 'الرويس'], ['Madinat Zayed', 'مدينة زايد']] },
      { name: 'Sharjah', nameAr: 'الشارقة', code: 'SH', cities: [['Sharjah', 'الشارقة'], ['Khor Fakkan', 'خورفكان'], ['Kalba', 'كلباء']] },
      { name: 'Ajman', nameAr: 'عجمان', code: 'AJ', cities: [['Ajman', 'عجمان'], ['Masfout', 'مصفوت']] },
      { name: 'Umm Al Quwain', nameAr: 'أم القيوين', code: 'UQ', cities: [['Umm Al Quwain', 'أم القيوين']] },
      { name: 'Ras Al Khaimah', nameAr: 'رأس الخيمة', code: 'RK', cities: [['Ras Al Khaimah', 'رأس الخيمة'], ['Al Jazirah Al Hamra', 'الجزيرة الحمراء']] },
      { name: 'Fujairah', nameAr: 'الفجيرة', code: 'FU', cities: [['Fujairah', 'الفجيرة'], ['Dibba Al-Fujairah', 'دبا الفجيرة']] },
    ],
  },
  {
    name: 'Saudi Arabia', nameAr: 'المملكة العربية السعودية', iso2: 'SA', dialCode: '+966', currency: 'SAR', storefront: 'ae',
    states: [
      { name: 'Riyadh Province', nameAr: 'منطقة الرياض', code: '01', cities: [['Riyadh', 'الرياض'], ['Al Kharj', 'الخرج']] },
      { name: 'Makkah Province', nameAr: 'منطقة مكة المكرمة', code: '02', cities: [['Jeddah', 'جدة'], ['Mecca', 'مكة المكرمة'], ['Taif', 'الطائف']] },
      { name: 'Eastern Province', nameAr: 'المنطقة الشرقية', code: '04', cities: [['Dammam', 'الدمام'], ['Khobar', 'الخبر'], ['Dhahran', 'الظهران'], ['Jubail', 'الجبيل']] },
      { name: 'Madinah Province', nameAr: 'منطقة المدينة المنورة', code: '03', cities: [['Medina', 'المدينة المنورة'], ['Yanbu', 'ينبع']] },
    ],
  },
  {
    name: 'Kuwait', nameAr: 'الكويت', iso2: 'KW', dialCode: '+965', currency: 'KWD', storefront: 'ae',
    states: [
      { name: 'Al Asimah', nameAr: 'العاصمة', code: 'KU', cities: [['Kuwait City', 'مدينة الكويت'], ['Dasman', 'دسمان']] },
      { name: 'Hawalli', nameAr: 'حولي', code: 'HA', cities: [['Hawalli', 'حولي'], ['Salmiya', 'السالمية']] },
      { name: 'Al Ahmadi', nameAr: 'الأحمدي', code: 'AH', cities: [['Al Ahmadi', 'الأحمدي'], ['Fahaheel', 'الفحيحيل']] },
    ],
  },
  {
    name: 'Qatar', nameAr: 'قطر', iso2: 'QA', dialCode: '+974', currency: 'QAR', storefront: 'ae',
    states: [
      { name: 'Doha', nameAr: 'الدوحة', code: 'DA', cities: [['Doha', 'الدوحة'], ['West Bay', 'الخليج الغربي']] },
      { name: 'Al Rayyan', nameAr: 'الريان', code: 'RA', cities: [['Al Rayyan', 'الريان'], ['Education City', 'المدينة التعليمية']] },
      { name: 'Al Wakrah', nameAr: 'الوكرة', code: 'WA', cities: [['Al Wakrah', 'الوكرة'], ['Mesaieed', 'مسيعيد']] },
    ],
  },
  {
    name: 'Oman', nameAr: 'عُمان', iso2: 'OM', dialCode: '+968', currency: 'OMR', storefront: 'ae',
    states: [
      { name: 'Muscat', nameAr: 'مسقط', code: 'MA', cities: [['Muscat', 'مسقط'], ['Seeb', 'السيب'], ['Muttrah', 'مطرح']] },
      { name: 'Dhofar', nameAr: 'ظفار', code: 'ZU', cities: [['Salalah', 'صلالة']] },
      { name: 'Al Batinah North', nameAr: 'شمال الباطنة', code: 'BS', cities: [['Sohar', 'صحار'], ['Shinas', 'شناص']] },
    ],
  },
  {
    name: 'Bahrain', nameAr: 'البحرين', iso2: 'BH', dialCode: '+973', currency: 'BHD', storefront: 'ae',
    states: [
      { name: 'Capital Governorate', nameAr: 'محافظة العاصمة', code: '13', cities: [['Manama', 'المنامة'], ['Juffair', 'الجفير']] },
      { name: 'Muharraq Governorate', nameAr: 'محافظة المحرق', code: '15', cities: [['Muharraq', 'المحرق'], ['Amwaj Islands', 'جزر أمواج']] },
      { name: 'Northern Governorate', nameAr: 'المحافظة الشمالية', code: '17', cities: [['Budaiya', 'البديع'], ['Hamad Town', 'مدينة حمد']] },
    ],
  },
  {
    name: 'United States', nameAr: 'الولايات المتحدة', iso2: 'US', dialCode: '+1', currency: 'USD', storefront: 'us',
    states: [
      { name: 'California', nameAr: 'كاليفورنيا', code: 'CA', cities: [['Los Angeles', 'لوس أنجلوس'], ['San Francisco', 'سان فرانسيسكو'], ['San Diego', 'سان دييغو']] },
      { name: 'New York', nameAr: 'نيويورك', code: 'NY', cities: [['New York', 'نيويورك'], ['Buffalo', 'بافالو'], ['Albany', 'ألباني']] },
      { name: 'Texas', nameAr: 'تكساس', code: 'TX', cities: [['Houston', 'هيوستن'], ['Dallas', 'دالاس'], ['Austin', 'أوستن']] },
      { name: 'Florida', nameAr: 'فلوريدا', code: 'FL', cities: [['Miami', 'ميامي'], ['Orlando', 'أورلاندو'], ['Tampa', 'تامبا']] },
      { name: 'Illinois', nameAr: 'إلينوي', code: 'IL', cities: [['Chicago', 'شيكاغو'], ['Springfield', 'سبرينغفيلد']] },
      { name: 'Nevada', nameAr: 'نيفادا', code: 'NV', cities: [['Las Vegas', 'لاس فيغاس'], ['Reno', 'رينو']] },
      { name: 'Washington', nameAr: 'واشنطن', code: 'WA', cities: [['Seattle', 'سياتل'], ['Spokane', 'سبوكان']] },
      { name: 'Georgia', nameAr: 'جورجيا', code: 'GA', cities: [['Atlanta', 'أتلانتا'], ['Savannah', 'سافانا']] },
    ],
  },
];

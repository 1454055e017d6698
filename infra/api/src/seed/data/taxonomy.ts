// The manufacturing taxonomy: knowledge disciplines, machines and technologies with the brands
// that really make them, materials, industries, skills, job titles and certifications.
// The demo seed loads it into the taxonomy tables; the local AI text generator and the job
// wizard draw on the same lists, so a generated job description never names a brand that does
// not build the machine it mentions. Ids are the 1-based position in each list and never change
// meaning: add new entries at the end.

/** Job-skill categories of spec 001 §9 / 002 §3. */
export const JOB_SKILL_CATEGORIES = [
  { id: 1, name: 'Disciplines' },
  { id: 2, name: 'Technologies and Machines' },
  { id: 3, name: 'Brands' },
  { id: 4, name: 'Materials' },
] as const;

export const DISCIPLINE_KEYS = [
  'cnc',
  'welding',
  'maintenance',
  'molding',
  'assembly',
  'quality',
  'electrical',
  'tooling',
  'warehouse',
  'automation',
  'sheet-metal',
  'supervision',
] as const;
export type DisciplineKey = (typeof DISCIPLINE_KEYS)[number];

export interface Discipline {
  key: DisciplineKey;
  name: string;
  /** One sentence for generated job descriptions. */
  blurb: string;
}

export const DISCIPLINES: readonly Discipline[] = [
  { key: 'cnc', name: 'CNC Machining', blurb: 'set up, program and run CNC mills and lathes to hold tight tolerances on precision parts' },
  { key: 'welding', name: 'Welding & Fabrication', blurb: 'fit, weld and fabricate steel, stainless and aluminum assemblies to print and code' },
  { key: 'maintenance', name: 'Industrial Maintenance', blurb: 'keep production equipment running through preventive maintenance and fast troubleshooting' },
  { key: 'molding', name: 'Injection Molding', blurb: 'set up molds, dial in processes and keep plastic parts within specification' },
  { key: 'assembly', name: 'Assembly & Production', blurb: 'build, test and pack products to work instructions at line rate' },
  { key: 'quality', name: 'Quality Control & Inspection', blurb: 'measure, inspect and document parts and processes so only good product ships' },
  { key: 'electrical', name: 'Electrical', blurb: 'install, wire and troubleshoot industrial power and control systems safely' },
  { key: 'tooling', name: 'Tool & Die', blurb: 'build and repair dies, molds, jigs and fixtures to exacting tolerances' },
  { key: 'warehouse', name: 'Warehouse & Material Handling', blurb: 'move, stage, ship and receive material safely and accurately' },
  { key: 'automation', name: 'Industrial Automation & Robotics', blurb: 'program, integrate and support PLCs, robots and automated cells' },
  { key: 'sheet-metal', name: 'Sheet Metal Forming', blurb: 'cut, punch and form sheet metal on lasers, turrets and press brakes' },
  { key: 'supervision', name: 'Production Supervision', blurb: 'lead production teams to hit safety, quality, delivery and cost targets' },
];

export interface Machine {
  name: string;
  disciplines: readonly DisciplineKey[];
  /** Brands that really build this machine or technology. */
  brands: readonly string[];
}

export const MACHINES: readonly Machine[] = [
  { name: 'CNC Vertical Machining Center', disciplines: ['cnc'], brands: ['Haas', 'Mazak', 'Okuma', 'DMG Mori', 'DN Solutions', 'Hurco', 'Makino', 'Brother', 'Fanuc', 'Kitamura'] },
  { name: 'CNC Horizontal Machining Center', disciplines: ['cnc'], brands: ['Makino', 'Mazak', 'Okuma', 'DMG Mori', 'Haas', 'DN Solutions', 'Kitamura'] },
  { name: '5-Axis Machining Center', disciplines: ['cnc'], brands: ['DMG Mori', 'Hermle', 'Mazak', 'Haas', 'Matsuura', 'Okuma', 'Makino', 'GF Machining Solutions'] },
  { name: 'CNC Lathe', disciplines: ['cnc'], brands: ['Haas', 'Mazak', 'Okuma', 'DMG Mori', 'DN Solutions', 'Hardinge', 'Nakamura-Tome', 'Hwacheon'] },
  { name: 'Swiss-Type Lathe', disciplines: ['cnc'], brands: ['Citizen', 'Star', 'Tsugami', 'Tornos', 'Hanwha'] },
  { name: 'Manual Milling Machine', disciplines: ['cnc', 'tooling'], brands: ['Bridgeport', 'Sharp', 'Jet', 'Kent USA'] },
  { name: 'Manual Lathe', disciplines: ['cnc', 'tooling'], brands: ['Clausing', 'South Bend', 'Jet', 'Monarch'] },
  { name: 'Surface Grinder', disciplines: ['cnc', 'tooling'], brands: ['Okamoto', 'Chevalier', 'Kent USA', 'Harig'] },
  { name: 'Cylindrical Grinder', disciplines: ['cnc', 'tooling'], brands: ['Studer', 'Okamoto', 'Jones & Shipman', 'Kellenberger'] },
  { name: 'Wire EDM', disciplines: ['tooling', 'cnc'], brands: ['Mitsubishi Electric', 'Sodick', 'Makino', 'GF Machining Solutions', 'Fanuc'] },
  { name: 'Sinker EDM', disciplines: ['tooling'], brands: ['Sodick', 'Makino', 'GF Machining Solutions', 'Mitsubishi Electric'] },
  { name: 'CNC Control', disciplines: ['cnc'], brands: ['Fanuc', 'Siemens', 'Heidenhain', 'Haas', 'Mazak', 'Okuma'] },
  { name: 'CAM Software', disciplines: ['cnc', 'tooling'], brands: ['Mastercam', 'Autodesk', 'Siemens', 'Hexagon', 'Open Mind'] },
  { name: 'CAD Software', disciplines: ['cnc', 'tooling', 'quality', 'automation'], brands: ['Dassault Systemes', 'Autodesk', 'PTC', 'Siemens'] },
  { name: 'Horizontal Band Saw', disciplines: ['cnc', 'welding', 'warehouse'], brands: ['DoALL', 'HE&M Saw', 'Marvel', 'Amada', 'Kasto', 'Behringer'] },
  { name: 'Press Brake', disciplines: ['sheet-metal', 'welding'], brands: ['Trumpf', 'Amada', 'Bystronic', 'Accurpress', 'Cincinnati Incorporated', 'LVD'] },
  { name: 'Fiber Laser Cutter', disciplines: ['sheet-metal'], brands: ['Trumpf', 'Amada', 'Bystronic', 'Mazak', 'Mitsubishi Electric', 'Cincinnati Incorporated', 'Prima Power'] },
  { name: 'CNC Turret Punch Press', disciplines: ['sheet-metal'], brands: ['Amada', 'Trumpf', 'Murata Machinery', 'Prima Power', 'LVD'] },
  { name: 'CNC Plasma Cutter', disciplines: ['welding', 'sheet-metal'], brands: ['Hypertherm', 'Lincoln Electric', 'ESAB', 'Miller'] },
  { name: 'Stamping Press', disciplines: ['tooling', 'sheet-metal'], brands: ['Aida', 'Komatsu', 'Minster', 'Bliss', 'Schuler', 'Seyi'] },
  { name: 'Tube Bender', disciplines: ['sheet-metal', 'welding'], brands: ['BLM Group', 'Pines Technology', 'Eaton Leonard'] },
  { name: 'MIG Welder', disciplines: ['welding'], brands: ['Lincoln Electric', 'Miller', 'ESAB', 'Hobart', 'Fronius', 'Kemppi'] },
  { name: 'TIG Welder', disciplines: ['welding'], brands: ['Miller', 'Lincoln Electric', 'ESAB', 'Fronius'] },
  { name: 'Stick Welder', disciplines: ['welding', 'maintenance'], brands: ['Lincoln Electric', 'Miller', 'ESAB', 'Hobart'] },
  { name: 'Robotic Welding Cell', disciplines: ['welding', 'automation'], brands: ['Fanuc', 'Yaskawa Motoman', 'ABB', 'Lincoln Electric', 'Miller', 'Kuka', 'Panasonic', 'OTC Daihen'] },
  { name: 'Injection Molding Machine', disciplines: ['molding'], brands: ['Engel', 'Arburg', 'Milacron', 'Husky', 'Sumitomo Demag', 'Nissei', 'Haitian', 'Shibaura', 'KraussMaffei', 'JSW'] },
  { name: 'Mold Temperature Controller', disciplines: ['molding'], brands: ['Mokon', 'Sterlco', 'Advantage Engineering', 'Thermal Care', 'Wittmann'] },
  { name: 'Sprue Picker and Molding Robot', disciplines: ['molding', 'automation'], brands: ['Yushin', 'Sepro', 'Wittmann', 'Star Automation'] },
  { name: 'Resin Dryer', disciplines: ['molding'], brands: ['Conair', 'Novatec', 'Wittmann', 'Piovan'] },
  { name: 'Plastic Extruder', disciplines: ['molding'], brands: ['Davis-Standard', 'Graham Engineering', 'Leistritz', 'Coperion', 'Entek'] },
  { name: 'Blow Molding Machine', disciplines: ['molding'], brands: ['Bekum', 'Uniloy', 'Jomar'] },
  { name: 'Ultrasonic Welder', disciplines: ['assembly', 'molding'], brands: ['Branson', 'Dukane', 'Herrmann Ultrasonics'] },
  { name: 'Torque Tools and Nutrunners', disciplines: ['assembly'], brands: ['Atlas Copco', 'Ingersoll Rand', 'Stanley', 'Desoutter'] },
  { name: 'Powder Coating System', disciplines: ['assembly'], brands: ['Nordson', 'Gema', 'Wagner', 'Graco'] },
  { name: 'Industrial Robot', disciplines: ['automation'], brands: ['Fanuc', 'ABB', 'Kuka', 'Yaskawa Motoman', 'Kawasaki', 'Epson', 'Denso', 'Staubli'] },
  { name: 'Collaborative Robot', disciplines: ['automation', 'assembly'], brands: ['Universal Robots', 'Fanuc', 'ABB', 'Doosan Robotics', 'Techman Robot'] },
  { name: 'PLC', disciplines: ['automation', 'electrical', 'maintenance'], brands: ['Allen-Bradley', 'Siemens', 'Mitsubishi Electric', 'Omron', 'Schneider Electric', 'AutomationDirect', 'Emerson'] },
  { name: 'HMI', disciplines: ['automation', 'electrical'], brands: ['Allen-Bradley', 'Siemens', 'Red Lion', 'Maple Systems', 'Pro-face'] },
  { name: 'Variable Frequency Drive', disciplines: ['electrical', 'automation', 'maintenance'], brands: ['Allen-Bradley', 'ABB', 'Siemens', 'Yaskawa', 'Danfoss', 'Schneider Electric'] },
  { name: 'Servo Motion Control', disciplines: ['automation'], brands: ['Allen-Bradley', 'Siemens', 'Yaskawa', 'Bosch Rexroth', 'Beckhoff'] },
  { name: 'Machine Vision System', disciplines: ['automation', 'quality'], brands: ['Cognex', 'Keyence', 'Banner Engineering', 'Omron'] },
  { name: 'Motor Control Center', disciplines: ['electrical'], brands: ['Allen-Bradley', 'Eaton', 'Square D', 'Siemens', 'ABB'] },
  { name: 'Electrical Test Equipment', disciplines: ['electrical', 'maintenance'], brands: ['Fluke', 'Klein Tools', 'Megger', 'Ideal'] },
  { name: 'Infrared Thermography Camera', disciplines: ['maintenance', 'electrical'], brands: ['FLIR', 'Fluke'] },
  { name: 'Vibration Analyzer', disciplines: ['maintenance'], brands: ['SKF', 'Emerson', 'Fluke'] },
  { name: 'Hydraulic Power Unit', disciplines: ['maintenance'], brands: ['Parker Hannifin', 'Bosch Rexroth', 'Eaton', 'Danfoss'] },
  { name: 'Pneumatic Controls', disciplines: ['maintenance', 'automation'], brands: ['Festo', 'SMC', 'Parker Hannifin', 'Norgren'] },
  { name: 'Industrial Air Compressor', disciplines: ['maintenance'], brands: ['Atlas Copco', 'Ingersoll Rand', 'Sullair', 'Kaeser', 'Quincy Compressor'] },
  { name: 'Conveyor System', disciplines: ['maintenance', 'warehouse'], brands: ['Hytrol', 'Dorner', 'Dematic', 'FlexLink', 'Honeywell Intelligrated'] },
  { name: 'Overhead Crane and Hoist', disciplines: ['maintenance', 'warehouse', 'welding'], brands: ['Konecranes', 'Demag', 'Columbus McKinnon', 'Harrington', 'Gorbel'] },
  { name: 'Process Chiller', disciplines: ['molding', 'maintenance'], brands: ['Thermal Care', 'Advantage Engineering', 'Frigel'] },
  { name: 'Hydraulic Press', disciplines: ['tooling', 'assembly'], brands: ['Greenerd', 'Dake', 'Beckwood', 'Enerpac'] },
  { name: 'Coordinate Measuring Machine (CMM)', disciplines: ['quality'], brands: ['Zeiss', 'Hexagon', 'Mitutoyo', 'Wenzel', 'LK Metrology'] },
  { name: 'Portable Arm CMM and Laser Tracker', disciplines: ['quality'], brands: ['Faro', 'Hexagon', 'Creaform'] },
  { name: 'Optical Comparator', disciplines: ['quality', 'cnc'], brands: ['Starrett', 'Mitutoyo', 'Deltronic'] },
  { name: 'Vision Measuring System', disciplines: ['quality'], brands: ['Keyence', 'Mitutoyo', 'OGP', 'Micro-Vu'] },
  { name: 'Precision Hand Gauges', disciplines: ['quality', 'cnc', 'tooling'], brands: ['Mitutoyo', 'Starrett', 'Brown & Sharpe', 'Fowler'] },
  { name: 'Hardness Tester', disciplines: ['quality'], brands: ['Wilson', 'Mitutoyo', 'Struers'] },
  { name: 'Additive Manufacturing (3D Printer)', disciplines: ['tooling', 'quality'], brands: ['Stratasys', '3D Systems', 'EOS', 'Markforged', 'Formlabs', 'HP'] },
  { name: 'Forklift', disciplines: ['warehouse'], brands: ['Toyota', 'Crown', 'Hyster', 'Yale', 'Raymond', 'Clark', 'Cat Lift Trucks'] },
  { name: 'Reach Truck', disciplines: ['warehouse'], brands: ['Raymond', 'Crown', 'Toyota', 'Yale', 'Hyster'] },
  { name: 'Order Picker', disciplines: ['warehouse'], brands: ['Raymond', 'Crown', 'Toyota', 'Yale'] },
  { name: 'Electric Pallet Jack', disciplines: ['warehouse'], brands: ['Crown', 'Raymond', 'Toyota', 'Yale', 'Hyster'] },
  { name: 'Handheld RF Scanner', disciplines: ['warehouse'], brands: ['Zebra', 'Honeywell', 'Datalogic'] },
  { name: 'ERP System', disciplines: ['warehouse', 'supervision', 'quality'], brands: ['SAP', 'Oracle', 'Epicor', 'Infor', 'Plex', 'JobBOSS'] },
];

export type MaterialKind = 'metal' | 'plastic' | 'composite' | 'rubber';

export interface Material {
  name: string;
  kind: MaterialKind;
}

export const MATERIALS: readonly Material[] = [
  { name: 'Aluminum 6061', kind: 'metal' },
  { name: 'Aluminum 7075', kind: 'metal' },
  { name: 'Aluminum 5052', kind: 'metal' },
  { name: '304 Stainless Steel', kind: 'metal' },
  { name: '316 Stainless Steel', kind: 'metal' },
  { name: '17-4 PH Stainless Steel', kind: 'metal' },
  { name: 'Carbon Steel (A36)', kind: 'metal' },
  { name: '1018 Cold Rolled Steel', kind: 'metal' },
  { name: '4140 Alloy Steel', kind: 'metal' },
  { name: 'D2 Tool Steel', kind: 'metal' },
  { name: 'H13 Tool Steel', kind: 'metal' },
  { name: 'Titanium (Ti-6Al-4V)', kind: 'metal' },
  { name: 'Inconel 718', kind: 'metal' },
  { name: 'Brass (C360)', kind: 'metal' },
  { name: 'Copper (C110)', kind: 'metal' },
  { name: 'Ductile Cast Iron', kind: 'metal' },
  { name: 'Galvanized Steel', kind: 'metal' },
  { name: 'ABS', kind: 'plastic' },
  { name: 'Polypropylene (PP)', kind: 'plastic' },
  { name: 'High-Density Polyethylene (HDPE)', kind: 'plastic' },
  { name: 'Nylon (PA6/PA66)', kind: 'plastic' },
  { name: 'Polycarbonate (PC)', kind: 'plastic' },
  { name: 'Acetal (POM/Delrin)', kind: 'plastic' },
  { name: 'PEEK', kind: 'plastic' },
  { name: 'PVC', kind: 'plastic' },
  { name: 'Thermoplastic Elastomer (TPE)', kind: 'plastic' },
  { name: 'PET', kind: 'plastic' },
  { name: 'Acrylic (PMMA)', kind: 'plastic' },
  { name: 'Glass-Filled Nylon', kind: 'plastic' },
  { name: 'Carbon Fiber Composite', kind: 'composite' },
  { name: 'Fiberglass (FRP)', kind: 'composite' },
  { name: 'Liquid Silicone Rubber (LSR)', kind: 'rubber' },
  { name: 'EPDM Rubber', kind: 'rubber' },
];

/** Which material kinds each discipline works with (none for warehouse, electrical, supervision). */
export const DISCIPLINE_MATERIAL_KINDS: Readonly<Record<DisciplineKey, readonly MaterialKind[]>> = {
  cnc: ['metal', 'plastic'],
  welding: ['metal'],
  maintenance: [],
  molding: ['plastic', 'rubber'],
  assembly: ['metal', 'plastic', 'composite'],
  quality: ['metal', 'plastic', 'composite'],
  electrical: [],
  tooling: ['metal'],
  warehouse: [],
  automation: [],
  'sheet-metal': ['metal'],
  supervision: [],
};

/** Metals each welding and sheet-metal shop really works: no welder claims Inconel-only. */
export const SHEET_AND_WELD_METALS: readonly string[] = [
  'Aluminum 6061',
  'Aluminum 5052',
  '304 Stainless Steel',
  '316 Stainless Steel',
  'Carbon Steel (A36)',
  '1018 Cold Rolled Steel',
  'Galvanized Steel',
];

export const INDUSTRIES: readonly string[] = [
  'Aerospace & Defense',
  'Automotive',
  'Medical Devices',
  'Industrial Machinery',
  'Plastics & Rubber Products',
  'Fabricated Metal Products',
  'Electrical Equipment',
  'Food & Beverage Processing',
  'Packaging',
  'Consumer Products',
  'Oil & Gas Equipment',
  'Agricultural Equipment',
  'HVAC & Refrigeration',
  'Electronics & Semiconductors',
  'Heavy Equipment',
  'Furniture',
  'Building Products',
  'Chemicals',
  'Appliances',
  'Pharmaceuticals',
  'Rail & Transportation Equipment',
  'Energy & Power Generation',
  'Paper & Packaging Materials',
  'Shipbuilding',
];

/** Industries where each discipline's people most often work. */
export const DISCIPLINE_INDUSTRIES: Readonly<Record<DisciplineKey, readonly string[]>> = {
  cnc: ['Aerospace & Defense', 'Medical Devices', 'Industrial Machinery', 'Automotive', 'Oil & Gas Equipment', 'Fabricated Metal Products', 'Energy & Power Generation'],
  welding: ['Fabricated Metal Products', 'Heavy Equipment', 'Agricultural Equipment', 'Shipbuilding', 'Oil & Gas Equipment', 'Rail & Transportation Equipment', 'Building Products'],
  maintenance: ['Food & Beverage Processing', 'Automotive', 'Packaging', 'Chemicals', 'Paper & Packaging Materials', 'Plastics & Rubber Products', 'Pharmaceuticals'],
  molding: ['Plastics & Rubber Products', 'Medical Devices', 'Automotive', 'Consumer Products', 'Packaging', 'Appliances'],
  assembly: ['Electrical Equipment', 'Appliances', 'Automotive', 'Consumer Products', 'HVAC & Refrigeration', 'Electronics & Semiconductors', 'Furniture'],
  quality: ['Aerospace & Defense', 'Medical Devices', 'Automotive', 'Electronics & Semiconductors', 'Pharmaceuticals', 'Industrial Machinery'],
  electrical: ['Energy & Power Generation', 'Automotive', 'Food & Beverage Processing', 'Chemicals', 'Electrical Equipment', 'Pharmaceuticals'],
  tooling: ['Automotive', 'Plastics & Rubber Products', 'Appliances', 'Aerospace & Defense', 'Fabricated Metal Products'],
  warehouse: ['Food & Beverage Processing', 'Consumer Products', 'Building Products', 'Packaging', 'Automotive', 'Paper & Packaging Materials'],
  automation: ['Automotive', 'Food & Beverage Processing', 'Electronics & Semiconductors', 'Packaging', 'Industrial Machinery', 'Pharmaceuticals'],
  'sheet-metal': ['HVAC & Refrigeration', 'Fabricated Metal Products', 'Electrical Equipment', 'Agricultural Equipment', 'Appliances', 'Building Products'],
  supervision: ['Automotive', 'Food & Beverage Processing', 'Fabricated Metal Products', 'Plastics & Rubber Products', 'Consumer Products', 'Industrial Machinery'],
};

export interface Skill {
  name: string;
  disciplines: readonly DisciplineKey[];
}

const s = (name: string, ...disciplines: DisciplineKey[]): Skill => ({ name, disciplines });

export const SKILLS: readonly Skill[] = [
  s('Blueprint Reading', 'cnc', 'welding', 'maintenance', 'assembly', 'quality', 'tooling', 'sheet-metal', 'molding'),
  s('GD&T', 'cnc', 'quality', 'tooling', 'sheet-metal'),
  s('G-code Programming', 'cnc'),
  s('CNC Setup', 'cnc'),
  s('CNC Operation', 'cnc'),
  s('Tool and Work Offsets', 'cnc'),
  s('Mastercam', 'cnc', 'tooling'),
  s('SolidWorks', 'cnc', 'tooling', 'quality', 'automation'),
  s('AutoCAD', 'electrical', 'automation', 'sheet-metal', 'tooling'),
  s('Fusion 360', 'cnc'),
  s('Feeds and Speeds', 'cnc', 'tooling'),
  s('Conversational Programming', 'cnc'),
  s('5-Axis Programming', 'cnc'),
  s('Live Tooling', 'cnc'),
  s('Bar Feeder Operation', 'cnc'),
  s('Fixture Design', 'cnc', 'tooling'),
  s('Micrometers and Calipers', 'cnc', 'quality', 'tooling', 'assembly'),
  s('Deburring', 'cnc', 'assembly'),
  s('MIG Welding (GMAW)', 'welding'),
  s('TIG Welding (GTAW)', 'welding'),
  s('Stick Welding (SMAW)', 'welding', 'maintenance'),
  s('Flux-Core Welding (FCAW)', 'welding'),
  s('Submerged Arc Welding (SAW)', 'welding'),
  s('Pipe Welding', 'welding'),
  s('Structural Welding', 'welding'),
  s('Aluminum Welding', 'welding'),
  s('Weld Symbol Interpretation', 'welding', 'quality'),
  s('Oxy-Fuel Cutting', 'welding', 'maintenance'),
  s('Plasma Cutting', 'welding', 'sheet-metal'),
  s('Fit-Up', 'welding'),
  s('Metal Fabrication', 'welding', 'sheet-metal'),
  s('Robotic Weld Programming', 'welding', 'automation'),
  s('Preventive Maintenance', 'maintenance', 'electrical', 'molding', 'tooling'),
  s('Predictive Maintenance', 'maintenance'),
  s('Troubleshooting Hydraulics', 'maintenance', 'molding'),
  s('Troubleshooting Pneumatics', 'maintenance', 'automation'),
  s('Mechanical Troubleshooting', 'maintenance', 'automation', 'molding'),
  s('Electrical Troubleshooting', 'maintenance', 'electrical', 'automation'),
  s('Millwright Work', 'maintenance'),
  s('Bearing and Gearbox Repair', 'maintenance'),
  s('Laser Shaft Alignment', 'maintenance'),
  s('Vibration Analysis', 'maintenance'),
  s('CMMS Work Orders', 'maintenance', 'electrical'),
  s('Rigging', 'maintenance', 'welding'),
  s('Total Productive Maintenance (TPM)', 'maintenance', 'supervision'),
  s('Mold Setup', 'molding'),
  s('Quick Mold Change (SMED)', 'molding', 'tooling'),
  s('Scientific Molding', 'molding'),
  s('Molding Defect Troubleshooting', 'molding'),
  s('Resin Drying and Handling', 'molding'),
  s('Hot Runner Systems', 'molding', 'tooling'),
  s('End-of-Arm Tooling', 'molding', 'automation'),
  s('Mold Maintenance', 'molding', 'tooling'),
  s('Mechanical Assembly', 'assembly'),
  s('Wire Harness Assembly', 'assembly', 'electrical'),
  s('Soldering (IPC J-STD-001)', 'assembly', 'electrical'),
  s('Torque Specifications', 'assembly', 'maintenance'),
  s('Hand and Power Tools', 'assembly', 'maintenance', 'warehouse'),
  s('Following Work Instructions', 'assembly', 'molding', 'warehouse'),
  s('Line Operation', 'assembly', 'molding'),
  s('Packaging and Labeling', 'assembly', 'warehouse', 'molding'),
  s('Statistical Process Control (SPC)', 'quality', 'molding', 'cnc', 'supervision'),
  s('First Article Inspection', 'quality', 'cnc', 'tooling'),
  s('CMM Programming', 'quality'),
  s('PC-DMIS', 'quality'),
  s('Calypso', 'quality'),
  s('PPAP', 'quality'),
  s('FMEA', 'quality'),
  s('8D Problem Solving', 'quality', 'supervision'),
  s('Root Cause Analysis', 'quality', 'maintenance', 'supervision'),
  s('ISO 9001', 'quality', 'supervision'),
  s('IATF 16949', 'quality'),
  s('AS9100', 'quality', 'cnc'),
  s('Gauge R&R', 'quality'),
  s('Calibration', 'quality', 'electrical'),
  s('Visual Inspection', 'quality', 'assembly', 'molding', 'welding'),
  s('Nonconformance Reports (NCR)', 'quality'),
  s('NEC Code', 'electrical'),
  s('Industrial Wiring', 'electrical'),
  s('Motor Controls', 'electrical', 'maintenance'),
  s('480V Three-Phase Power', 'electrical', 'maintenance'),
  s('Conduit Bending', 'electrical'),
  s('VFD Setup and Programming', 'electrical', 'automation'),
  s('Electrical Schematics', 'electrical', 'automation', 'maintenance'),
  s('NFPA 70E Arc Flash Safety', 'electrical'),
  s('Control Panel Building', 'electrical', 'automation'),
  s('Instrumentation', 'electrical', 'automation'),
  s('Lockout/Tagout (LOTO)', 'maintenance', 'electrical', 'automation', 'molding', 'cnc', 'tooling', 'sheet-metal'),
  s('Die Setting', 'tooling', 'sheet-metal'),
  s('Progressive Die Repair', 'tooling'),
  s('Jig and Fixture Building', 'tooling'),
  s('EDM Programming', 'tooling'),
  s('Surface Grinding', 'tooling', 'cnc'),
  s('Heat Treating', 'tooling'),
  s('Mold Making', 'tooling'),
  s('Forklift Operation', 'warehouse', 'molding', 'welding'),
  s('Reach Truck Operation', 'warehouse'),
  s('Order Picking', 'warehouse'),
  s('Shipping and Receiving', 'warehouse'),
  s('Inventory Control', 'warehouse', 'supervision'),
  s('Cycle Counting', 'warehouse'),
  s('RF Scanning', 'warehouse'),
  s('Warehouse Management Systems (WMS)', 'warehouse'),
  s('Loading and Unloading Trailers', 'warehouse'),
  s('PLC Ladder Logic', 'automation', 'electrical', 'maintenance'),
  s('Studio 5000 / RSLogix', 'automation', 'electrical'),
  s('Siemens TIA Portal', 'automation'),
  s('HMI Programming', 'automation'),
  s('Robot Teach Pendant Programming', 'automation', 'welding'),
  s('Servo Tuning', 'automation'),
  s('EtherNet/IP and Profinet Networks', 'automation'),
  s('SCADA', 'automation', 'electrical'),
  s('Machine Vision Setup', 'automation', 'quality'),
  s('Sensors and Photo-Eyes', 'automation', 'maintenance', 'electrical'),
  s('Press Brake Setup', 'sheet-metal'),
  s('Bend Allowance and K-Factor', 'sheet-metal'),
  s('Brake Tooling Selection', 'sheet-metal'),
  s('Laser Cutter Operation', 'sheet-metal'),
  s('Turret Punch Operation', 'sheet-metal'),
  s('Sheet Metal Layout', 'sheet-metal', 'welding'),
  s('Shearing', 'sheet-metal'),
  s('Team Leadership', 'supervision'),
  s('Production Scheduling', 'supervision'),
  s('OEE and KPI Tracking', 'supervision', 'maintenance'),
  s('Lean Manufacturing', 'supervision', 'assembly', 'quality', 'cnc'),
  s('5S', 'supervision', 'assembly', 'warehouse', 'cnc', 'molding'),
  s('Six Sigma', 'supervision', 'quality'),
  s('Kaizen', 'supervision', 'assembly'),
  s('Safety Training', 'supervision'),
  s('Labor Planning', 'supervision'),
  s('OSHA Safety Compliance', 'supervision', 'warehouse', 'maintenance', 'welding'),
];

export type SkillLevel = 'HIGH' | 'MEDIUM' | 'LOW';

export interface JobTitle {
  title: string;
  discipline: DisciplineKey;
  /** Skill level of the job-title taxonomy (spec 002 §3). */
  skillLevel: SkillLevel;
  /** Typical hourly pay band in US dollars. */
  pay: readonly [number, number];
  /** Most telling skills, machines and certifications for this title. */
  skills: readonly string[];
  machines: readonly string[];
  certifications: readonly string[];
}

const t = (
  title: string,
  discipline: DisciplineKey,
  skillLevel: SkillLevel,
  pay: readonly [number, number],
  skills: readonly string[],
  machines: readonly string[],
  certifications: readonly string[] = [],
): JobTitle => ({ title, discipline, skillLevel, pay, skills, machines, certifications });

export const JOB_TITLES: readonly JobTitle[] = [
  t('CNC Machinist', 'cnc', 'MEDIUM', [22, 38], ['Blueprint Reading', 'GD&T', 'CNC Setup', 'CNC Operation', 'Tool and Work Offsets', 'Micrometers and Calipers', 'G-code Programming', 'First Article Inspection'], ['CNC Vertical Machining Center', 'CNC Lathe', 'CNC Control', 'Precision Hand Gauges'], ['NIMS Machining Level I', 'OSHA 10-Hour General Industry']),
  t('CNC Operator', 'cnc', 'LOW', [17, 25], ['CNC Operation', 'Micrometers and Calipers', 'Blueprint Reading', 'Deburring', 'Visual Inspection'], ['CNC Vertical Machining Center', 'CNC Lathe', 'Precision Hand Gauges'], ['OSHA 10-Hour General Industry']),
  t('CNC Setup Technician', 'cnc', 'MEDIUM', [24, 35], ['CNC Setup', 'Tool and Work Offsets', 'G-code Programming', 'Blueprint Reading', 'GD&T', 'First Article Inspection'], ['CNC Vertical Machining Center', 'CNC Horizontal Machining Center', 'CNC Lathe', 'CNC Control'], ['NIMS Machining Level I']),
  t('CNC Programmer', 'cnc', 'HIGH', [30, 50], ['Mastercam', 'G-code Programming', 'SolidWorks', 'GD&T', 'Feeds and Speeds', 'Fixture Design', '5-Axis Programming'], ['CAM Software', 'CAD Software', '5-Axis Machining Center', 'CNC Control'], ['NIMS Machining Level II']),
  t('CNC Lathe Operator', 'cnc', 'LOW', [18, 26], ['CNC Operation', 'Bar Feeder Operation', 'Micrometers and Calipers', 'Blueprint Reading'], ['CNC Lathe', 'Precision Hand Gauges'], ['OSHA 10-Hour General Industry']),
  t('5-Axis Machinist', 'cnc', 'HIGH', [30, 48], ['5-Axis Programming', 'CNC Setup', 'GD&T', 'Mastercam', 'Feeds and Speeds', 'First Article Inspection'], ['5-Axis Machining Center', 'CNC Control', 'CAM Software'], ['NIMS Machining Level II']),
  t('Swiss Machinist', 'cnc', 'HIGH', [27, 44], ['CNC Setup', 'Live Tooling', 'Bar Feeder Operation', 'G-code Programming', 'Micrometers and Calipers'], ['Swiss-Type Lathe', 'Optical Comparator', 'Precision Hand Gauges'], ['NIMS Machining Level I']),
  t('Manual Machinist', 'cnc', 'MEDIUM', [21, 33], ['Blueprint Reading', 'Micrometers and Calipers', 'Surface Grinding', 'Feeds and Speeds'], ['Manual Milling Machine', 'Manual Lathe', 'Surface Grinder', 'Horizontal Band Saw'], ['NIMS Machining Level I']),
  t('MIG Welder', 'welding', 'MEDIUM', [19, 30], ['MIG Welding (GMAW)', 'Flux-Core Welding (FCAW)', 'Fit-Up', 'Blueprint Reading', 'Weld Symbol Interpretation'], ['MIG Welder', 'Overhead Crane and Hoist'], ['AWS D1.1 Structural Welding Certification', 'OSHA 10-Hour General Industry']),
  t('TIG Welder', 'welding', 'MEDIUM', [22, 36], ['TIG Welding (GTAW)', 'Aluminum Welding', 'Weld Symbol Interpretation', 'Blueprint Reading', 'Fit-Up'], ['TIG Welder'], ['AWS D17.1 Aerospace Fusion Welding Certification', 'AWS D1.2 Aluminum Welding Certification']),
  t('Structural Welder', 'welding', 'MEDIUM', [21, 34], ['Structural Welding', 'Stick Welding (SMAW)', 'Flux-Core Welding (FCAW)', 'Oxy-Fuel Cutting', 'Rigging'], ['Stick Welder', 'MIG Welder', 'Overhead Crane and Hoist'], ['AWS D1.1 Structural Welding Certification']),
  t('Pipe Welder', 'welding', 'HIGH', [26, 46], ['Pipe Welding', 'Stick Welding (SMAW)', 'TIG Welding (GTAW)', 'Weld Symbol Interpretation', 'Fit-Up'], ['Stick Welder', 'TIG Welder'], ['ASME Section IX 6G Pipe Certification']),
  t('Welder/Fabricator', 'welding', 'MEDIUM', [20, 32], ['Metal Fabrication', 'MIG Welding (GMAW)', 'TIG Welding (GTAW)', 'Plasma Cutting', 'Sheet Metal Layout', 'Fit-Up'], ['MIG Welder', 'TIG Welder', 'CNC Plasma Cutter', 'Press Brake'], ['AWS D1.1 Structural Welding Certification']),
  t('Robotic Welding Technician', 'welding', 'HIGH', [25, 40], ['Robotic Weld Programming', 'Robot Teach Pendant Programming', 'MIG Welding (GMAW)', 'Fit-Up'], ['Robotic Welding Cell', 'Industrial Robot'], ['Fanuc Certified Robot Operator', 'AWS Certified Robotic Arc Welding Operator']),
  t('Maintenance Technician', 'maintenance', 'MEDIUM', [24, 40], ['Preventive Maintenance', 'Mechanical Troubleshooting', 'Electrical Troubleshooting', 'Troubleshooting Hydraulics', 'Troubleshooting Pneumatics', 'Lockout/Tagout (LOTO)', 'PLC Ladder Logic'], ['PLC', 'Hydraulic Power Unit', 'Pneumatic Controls', 'Variable Frequency Drive', 'Conveyor System'], ['OSHA 30-Hour General Industry', 'SMRP Certified Maintenance & Reliability Technician (CMRT)']),
  t('Industrial Maintenance Mechanic', 'maintenance', 'MEDIUM', [23, 37], ['Mechanical Troubleshooting', 'Bearing and Gearbox Repair', 'Troubleshooting Hydraulics', 'Stick Welding (SMAW)', 'Preventive Maintenance'], ['Hydraulic Power Unit', 'Conveyor System', 'Industrial Air Compressor', 'Stick Welder'], ['OSHA 10-Hour General Industry']),
  t('Millwright', 'maintenance', 'HIGH', [27, 44], ['Millwright Work', 'Laser Shaft Alignment', 'Rigging', 'Bearing and Gearbox Repair', 'Blueprint Reading'], ['Overhead Crane and Hoist', 'Vibration Analyzer', 'Hydraulic Power Unit'], ['NCCER Millwright Level 2']),
  t('Maintenance Supervisor', 'maintenance', 'HIGH', [34, 52], ['Total Productive Maintenance (TPM)', 'CMMS Work Orders', 'Predictive Maintenance', 'Root Cause Analysis', 'Team Leadership'], ['PLC', 'Vibration Analyzer', 'Infrared Thermography Camera'], ['SMRP Certified Maintenance & Reliability Technician (CMRT)', 'OSHA 30-Hour General Industry']),
  t('Facilities Maintenance Technician', 'maintenance', 'LOW', [19, 30], ['Preventive Maintenance', 'Hand and Power Tools', 'Electrical Troubleshooting', 'CMMS Work Orders'], ['Industrial Air Compressor', 'Electrical Test Equipment'], ['OSHA 10-Hour General Industry']),
  t('Injection Molding Technician', 'molding', 'MEDIUM', [20, 34], ['Mold Setup', 'Molding Defect Troubleshooting', 'Quick Mold Change (SMED)', 'Resin Drying and Handling', 'End-of-Arm Tooling'], ['Injection Molding Machine', 'Mold Temperature Controller', 'Sprue Picker and Molding Robot', 'Resin Dryer'], ['RJG Master Molder I']),
  t('Injection Molding Process Technician', 'molding', 'HIGH', [25, 42], ['Scientific Molding', 'Molding Defect Troubleshooting', 'Statistical Process Control (SPC)', 'Hot Runner Systems', 'Mold Setup'], ['Injection Molding Machine', 'Mold Temperature Controller', 'Process Chiller', 'Resin Dryer'], ['RJG Master Molder II']),
  t('Machine Operator', 'molding', 'LOW', [16, 21], ['Line Operation', 'Visual Inspection', 'Packaging and Labeling', 'Following Work Instructions'], ['Injection Molding Machine', 'Plastic Extruder', 'Blow Molding Machine'], []),
  t('Mold Setter', 'molding', 'MEDIUM', [20, 30], ['Mold Setup', 'Quick Mold Change (SMED)', 'Lockout/Tagout (LOTO)', 'Forklift Operation'], ['Injection Molding Machine', 'Overhead Crane and Hoist', 'Mold Temperature Controller'], ['Forklift Operator Certification (OSHA 1910.178)']),
  t('Extrusion Operator', 'molding', 'LOW', [17, 24], ['Line Operation', 'Visual Inspection', 'Resin Drying and Handling'], ['Plastic Extruder', 'Resin Dryer'], []),
  t('Assembler', 'assembly', 'LOW', [16, 21], ['Mechanical Assembly', 'Hand and Power Tools', 'Following Work Instructions', 'Torque Specifications', 'Visual Inspection'], ['Torque Tools and Nutrunners'], []),
  t('Production Associate', 'assembly', 'LOW', [16, 20], ['Line Operation', 'Packaging and Labeling', 'Following Work Instructions', '5S'], ['Torque Tools and Nutrunners', 'Electric Pallet Jack'], []),
  t('Electro-Mechanical Assembler', 'assembly', 'MEDIUM', [18, 27], ['Mechanical Assembly', 'Wire Harness Assembly', 'Soldering (IPC J-STD-001)', 'Electrical Schematics', 'Blueprint Reading'], ['Torque Tools and Nutrunners', 'Electrical Test Equipment'], ['IPC J-STD-001 Certified Specialist']),
  t('Wire Harness Assembler', 'assembly', 'LOW', [16, 22], ['Wire Harness Assembly', 'Soldering (IPC J-STD-001)', 'Following Work Instructions'], ['Electrical Test Equipment'], ['IPC/WHMA-A-620 Certified Specialist']),
  t('Line Lead', 'assembly', 'MEDIUM', [19, 27], ['Line Operation', 'Team Leadership', 'Lean Manufacturing', '5S', 'Kaizen'], ['Torque Tools and Nutrunners', 'Collaborative Robot'], ['Certified Production Technician (MSSC CPT)']),
  t('Powder Coat Painter', 'assembly', 'LOW', [17, 24], ['Packaging and Labeling', 'Visual Inspection', 'Following Work Instructions'], ['Powder Coating System', 'Overhead Crane and Hoist'], []),
  t('Quality Inspector', 'quality', 'LOW', [18, 28], ['Visual Inspection', 'Micrometers and Calipers', 'Blueprint Reading', 'First Article Inspection', 'GD&T'], ['Precision Hand Gauges', 'Optical Comparator', 'Coordinate Measuring Machine (CMM)'], ['ASQ Certified Quality Inspector (CQI)']),
  t('Quality Technician', 'quality', 'MEDIUM', [22, 33], ['Statistical Process Control (SPC)', 'First Article Inspection', 'PPAP', 'Gauge R&R', 'Calibration', 'Nonconformance Reports (NCR)'], ['Coordinate Measuring Machine (CMM)', 'Vision Measuring System', 'Hardness Tester'], ['ASQ Certified Quality Technician (CQT)']),
  t('CMM Programmer', 'quality', 'HIGH', [28, 44], ['CMM Programming', 'PC-DMIS', 'Calypso', 'GD&T', 'First Article Inspection'], ['Coordinate Measuring Machine (CMM)', 'Portable Arm CMM and Laser Tracker', 'CAD Software'], ['ASQ Certified Quality Technician (CQT)']),
  t('Quality Engineer', 'quality', 'HIGH', [34, 52], ['PPAP', 'FMEA', '8D Problem Solving', 'IATF 16949', 'AS9100', 'Six Sigma'], ['Coordinate Measuring Machine (CMM)', 'ERP System'], ['ASQ Certified Quality Engineer (CQE)', 'Lean Six Sigma Green Belt']),
  t('Certified Welding Inspector', 'quality', 'HIGH', [30, 48], ['Weld Symbol Interpretation', 'Visual Inspection', 'Blueprint Reading', 'Nonconformance Reports (NCR)'], ['Precision Hand Gauges'], ['AWS Certified Welding Inspector (CWI)']),
  t('Industrial Electrician', 'electrical', 'HIGH', [28, 46], ['Industrial Wiring', 'Motor Controls', '480V Three-Phase Power', 'NEC Code', 'Conduit Bending', 'PLC Ladder Logic', 'NFPA 70E Arc Flash Safety'], ['Motor Control Center', 'Variable Frequency Drive', 'PLC', 'Electrical Test Equipment'], ['Journeyman Electrician License', 'NFPA 70E Arc Flash Training']),
  t('Electrical Technician', 'electrical', 'MEDIUM', [24, 36], ['Electrical Troubleshooting', 'Electrical Schematics', 'Motor Controls', 'VFD Setup and Programming', 'Lockout/Tagout (LOTO)'], ['Variable Frequency Drive', 'Electrical Test Equipment', 'PLC'], ['NFPA 70E Arc Flash Training', 'OSHA 10-Hour General Industry']),
  t('Control Panel Builder', 'electrical', 'MEDIUM', [20, 31], ['Control Panel Building', 'Electrical Schematics', 'Industrial Wiring', 'AutoCAD'], ['PLC', 'HMI', 'Electrical Test Equipment'], ['UL 508A Panel Shop Training']),
  t('Tool and Die Maker', 'tooling', 'HIGH', [28, 46], ['Progressive Die Repair', 'Jig and Fixture Building', 'Surface Grinding', 'Heat Treating', 'Blueprint Reading', 'GD&T'], ['Wire EDM', 'Surface Grinder', 'Manual Milling Machine', 'CNC Vertical Machining Center'], ['NIMS Machining Level II', 'Tool and Die Maker Journeyman Card']),
  t('Mold Maker', 'tooling', 'HIGH', [27, 45], ['Mold Making', 'Hot Runner Systems', 'Mold Maintenance', 'EDM Programming', 'Surface Grinding'], ['Sinker EDM', 'Wire EDM', 'Surface Grinder', 'CNC Vertical Machining Center'], ['Mold Maker Journeyman Card']),
  t('Die Setter', 'tooling', 'MEDIUM', [21, 32], ['Die Setting', 'Lockout/Tagout (LOTO)', 'Forklift Operation', 'Blueprint Reading'], ['Stamping Press', 'Overhead Crane and Hoist'], ['OSHA 10-Hour General Industry']),
  t('EDM Operator', 'tooling', 'MEDIUM', [22, 34], ['EDM Programming', 'Blueprint Reading', 'Micrometers and Calipers'], ['Wire EDM', 'Sinker EDM'], ['NIMS Machining Level I']),
  t('Forklift Operator', 'warehouse', 'LOW', [17, 23], ['Forklift Operation', 'Loading and Unloading Trailers', 'RF Scanning', 'Shipping and Receiving'], ['Forklift', 'Electric Pallet Jack', 'Handheld RF Scanner'], ['Forklift Operator Certification (OSHA 1910.178)']),
  t('Material Handler', 'warehouse', 'LOW', [16, 20], ['Forklift Operation', 'Order Picking', 'RF Scanning', 'Cycle Counting'], ['Forklift', 'Electric Pallet Jack', 'Handheld RF Scanner'], ['Forklift Operator Certification (OSHA 1910.178)']),
  t('Shipping and Receiving Clerk', 'warehouse', 'LOW', [16, 22], ['Shipping and Receiving', 'Inventory Control', 'Warehouse Management Systems (WMS)', 'RF Scanning'], ['Handheld RF Scanner', 'ERP System', 'Forklift'], []),
  t('Reach Truck Operator', 'warehouse', 'LOW', [17, 23], ['Reach Truck Operation', 'Order Picking', 'RF Scanning'], ['Reach Truck', 'Order Picker', 'Handheld RF Scanner'], ['Forklift Operator Certification (OSHA 1910.178)']),
  t('Inventory Control Specialist', 'warehouse', 'MEDIUM', [18, 26], ['Inventory Control', 'Cycle Counting', 'Warehouse Management Systems (WMS)'], ['ERP System', 'Handheld RF Scanner'], ['APICS Certified in Planning and Inventory Management (CPIM)']),
  t('PLC Technician', 'automation', 'HIGH', [28, 46], ['PLC Ladder Logic', 'Studio 5000 / RSLogix', 'HMI Programming', 'Electrical Troubleshooting', 'EtherNet/IP and Profinet Networks'], ['PLC', 'HMI', 'Variable Frequency Drive', 'Servo Motion Control'], ['Siemens Mechatronic Systems Certification (SMSCP)', 'NFPA 70E Arc Flash Training']),
  t('Controls Technician', 'automation', 'HIGH', [28, 44], ['PLC Ladder Logic', 'Siemens TIA Portal', 'Sensors and Photo-Eyes', 'Servo Tuning', 'Electrical Schematics'], ['PLC', 'HMI', 'Servo Motion Control', 'Machine Vision System'], ['NFPA 70E Arc Flash Training']),
  t('Robotics Technician', 'automation', 'HIGH', [26, 42], ['Robot Teach Pendant Programming', 'End-of-Arm Tooling', 'PLC Ladder Logic', 'Machine Vision Setup'], ['Industrial Robot', 'Collaborative Robot', 'Machine Vision System', 'PLC'], ['Fanuc Certified Robot Operator']),
  t('Automation Technician', 'automation', 'MEDIUM', [25, 38], ['Troubleshooting Pneumatics', 'Sensors and Photo-Eyes', 'PLC Ladder Logic', 'Mechanical Troubleshooting'], ['PLC', 'Pneumatic Controls', 'Industrial Robot', 'Conveyor System'], ['Siemens Mechatronic Systems Certification (SMSCP)']),
  t('Controls Engineer', 'automation', 'HIGH', [38, 55], ['Studio 5000 / RSLogix', 'Siemens TIA Portal', 'SCADA', 'HMI Programming', 'EtherNet/IP and Profinet Networks', 'AutoCAD'], ['PLC', 'HMI', 'Servo Motion Control', 'Industrial Robot'], ['Certified Automation Professional (ISA CAP)']),
  t('Press Brake Operator', 'sheet-metal', 'MEDIUM', [18, 29], ['Press Brake Setup', 'Bend Allowance and K-Factor', 'Brake Tooling Selection', 'Blueprint Reading', 'Micrometers and Calipers'], ['Press Brake', 'Precision Hand Gauges'], ['OSHA 10-Hour General Industry']),
  t('Laser Cutter Operator', 'sheet-metal', 'LOW', [18, 26], ['Laser Cutter Operation', 'Blueprint Reading', 'Forklift Operation'], ['Fiber Laser Cutter', 'Forklift'], []),
  t('Sheet Metal Fabricator', 'sheet-metal', 'MEDIUM', [19, 31], ['Sheet Metal Layout', 'Metal Fabrication', 'Shearing', 'Press Brake Setup', 'MIG Welding (GMAW)'], ['Press Brake', 'CNC Turret Punch Press', 'MIG Welder'], ['AWS D1.3 Sheet Steel Welding Certification']),
  t('Punch Press Operator', 'sheet-metal', 'LOW', [17, 23], ['Turret Punch Operation', 'Die Setting', 'Visual Inspection'], ['CNC Turret Punch Press', 'Stamping Press'], []),
  t('Production Supervisor', 'supervision', 'HIGH', [30, 46], ['Team Leadership', 'Production Scheduling', 'OEE and KPI Tracking', 'Lean Manufacturing', 'Safety Training', 'Labor Planning'], ['ERP System'], ['Lean Six Sigma Green Belt', 'OSHA 30-Hour General Industry']),
  t('Shift Supervisor', 'supervision', 'MEDIUM', [27, 40], ['Team Leadership', 'Labor Planning', '5S', 'OSHA Safety Compliance'], ['ERP System'], ['OSHA 30-Hour General Industry']),
  t('Continuous Improvement Specialist', 'supervision', 'HIGH', [32, 50], ['Lean Manufacturing', 'Six Sigma', 'Kaizen', 'Root Cause Analysis', 'OEE and KPI Tracking'], ['ERP System'], ['Lean Six Sigma Black Belt']),
];

export interface Certification {
  name: string;
  issuer: string;
  disciplines: readonly DisciplineKey[];
}

const c = (name: string, issuer: string, ...disciplines: DisciplineKey[]): Certification => ({ name, issuer, disciplines });

export const CERTIFICATIONS: readonly Certification[] = [
  c('AWS D1.1 Structural Welding Certification', 'American Welding Society', 'welding'),
  c('AWS D1.2 Aluminum Welding Certification', 'American Welding Society', 'welding'),
  c('AWS D1.3 Sheet Steel Welding Certification', 'American Welding Society', 'welding', 'sheet-metal'),
  c('AWS D17.1 Aerospace Fusion Welding Certification', 'American Welding Society', 'welding'),
  c('AWS Certified Robotic Arc Welding Operator', 'American Welding Society', 'welding', 'automation'),
  c('AWS Certified Welding Inspector (CWI)', 'American Welding Society', 'quality', 'welding'),
  c('ASME Section IX 6G Pipe Certification', 'ASME', 'welding'),
  c('NIMS Machining Level I', 'National Institute for Metalworking Skills', 'cnc', 'tooling'),
  c('NIMS Machining Level II', 'National Institute for Metalworking Skills', 'cnc', 'tooling'),
  c('OSHA 10-Hour General Industry', 'OSHA Outreach Training Program', 'cnc', 'welding', 'maintenance', 'molding', 'assembly', 'quality', 'electrical', 'tooling', 'warehouse', 'automation', 'sheet-metal', 'supervision'),
  c('OSHA 30-Hour General Industry', 'OSHA Outreach Training Program', 'maintenance', 'supervision', 'electrical'),
  c('Forklift Operator Certification (OSHA 1910.178)', 'Employer-certified per OSHA 1910.178', 'warehouse', 'molding', 'tooling'),
  c('ASQ Certified Quality Inspector (CQI)', 'ASQ', 'quality'),
  c('ASQ Certified Quality Technician (CQT)', 'ASQ', 'quality'),
  c('ASQ Certified Quality Engineer (CQE)', 'ASQ', 'quality'),
  c('Lean Six Sigma Green Belt', 'ASQ', 'quality', 'supervision'),
  c('Lean Six Sigma Black Belt', 'ASQ', 'supervision'),
  c('Journeyman Electrician License', 'State electrical licensing board', 'electrical'),
  c('NFPA 70E Arc Flash Training', 'NFPA', 'electrical', 'automation', 'maintenance'),
  c('UL 508A Panel Shop Training', 'UL Solutions', 'electrical'),
  c('Fanuc Certified Robot Operator', 'FANUC America', 'automation', 'welding'),
  c('Siemens Mechatronic Systems Certification (SMSCP)', 'Siemens', 'automation', 'maintenance'),
  c('Certified Automation Professional (ISA CAP)', 'ISA', 'automation'),
  c('SMRP Certified Maintenance & Reliability Technician (CMRT)', 'SMRP', 'maintenance'),
  c('NCCER Millwright Level 2', 'NCCER', 'maintenance'),
  c('Certified Production Technician (MSSC CPT)', 'Manufacturing Skill Standards Council', 'assembly', 'supervision'),
  c('RJG Master Molder I', 'RJG Inc.', 'molding'),
  c('RJG Master Molder II', 'RJG Inc.', 'molding'),
  c('IPC J-STD-001 Certified Specialist', 'IPC', 'assembly', 'electrical'),
  c('IPC/WHMA-A-620 Certified Specialist', 'IPC', 'assembly'),
  c('Tool and Die Maker Journeyman Card', 'U.S. Department of Labor registered apprenticeship', 'tooling'),
  c('Mold Maker Journeyman Card', 'U.S. Department of Labor registered apprenticeship', 'tooling'),
  c('APICS Certified in Planning and Inventory Management (CPIM)', 'ASCM', 'warehouse', 'supervision'),
];

/** Every brand named by a machine, de-duplicated, in first-seen order. */
export const BRANDS: readonly string[] = [...new Set(MACHINES.flatMap((m) => m.brands))];

/** Responsibilities per discipline, for job descriptions and the qualification/responsibility lists. */
export const RESPONSIBILITIES: Readonly<Record<DisciplineKey, readonly string[]>> = {
  cnc: [
    'Set up and run CNC mills and lathes from prints, work orders and setup sheets',
    'Load programs, set tool and work offsets and prove out first pieces',
    'Inspect parts with micrometers, calipers, height gauges and bore gauges to hold tolerances of +/-0.0005"',
    'Make offset adjustments and minor program edits to keep parts in tolerance',
    'Change and touch off tooling, and replace worn inserts before they scrap parts',
    'Keep the machine and work area clean and follow 5S and safety rules',
  ],
  welding: [
    'Read blueprints and weld symbols to fit up and weld assemblies',
    'Weld carbon steel, stainless and aluminum in flat, horizontal, vertical and overhead positions',
    'Set welding parameters and keep equipment in good working order',
    'Grind, clean and inspect welds for size, profile and defects',
    'Cut and prepare material with saws, plasma and oxy-fuel torches',
    'Follow WPS requirements and all shop safety rules',
  ],
  maintenance: [
    'Troubleshoot and repair mechanical, electrical, hydraulic and pneumatic equipment',
    'Carry out preventive maintenance on schedule and record work in the CMMS',
    'Replace bearings, belts, chains, motors, gearboxes and seals',
    'Support changeovers and new equipment installations',
    'Follow lockout/tagout on every job and keep the maintenance shop organized',
    'Find root causes of repeat breakdowns and suggest lasting fixes',
  ],
  molding: [
    'Hang and change molds, connect water lines and hot runner controls',
    'Start up presses and adjust process settings to make good parts',
    'Troubleshoot short shots, flash, sink, warp and splay',
    'Dry and load resin and colorant to specification',
    'Set up and adjust sprue pickers, robots and end-of-arm tooling',
    'Complete process sheets and first-piece approvals',
  ],
  assembly: [
    'Assemble components and sub-assemblies to work instructions and drawings',
    'Use hand tools, power tools and torque tools to specification',
    'Inspect your own work and flag defects before they move on',
    'Keep pace with line rate and help teammates hit the daily plan',
    'Package, label and stage finished goods',
    'Take part in 5S, kaizen and safety activities',
  ],
  quality: [
    'Inspect incoming, in-process and final parts against prints and specifications',
    'Run first article and layout inspections and record results',
    'Program and run the CMM and other measuring equipment',
    'Write nonconformance reports and support corrective actions',
    'Maintain SPC charts and gauge calibration records',
    'Support customer and registrar audits',
  ],
  electrical: [
    'Install, maintain and troubleshoot 480V three-phase power and control circuits',
    'Wire and repair motor controls, VFDs, starters and MCC buckets',
    'Read electrical schematics and update drawings after changes',
    'Bend and run conduit and pull wire to NEC code',
    'Follow NFPA 70E and lockout/tagout on every job',
    'Support PLC troubleshooting with the controls team',
  ],
  tooling: [
    'Build, repair and maintain progressive dies, molds, jigs and fixtures',
    'Run manual and CNC mills, lathes, grinders and EDMs to tight tolerances',
    'Diagnose die and mold problems at the press and make repairs fast',
    'Heat treat, fit and polish tool components',
    'Read complex prints and work from CAD models',
    'Keep tool records and spare details organized',
  ],
  warehouse: [
    'Load and unload trucks safely with forklifts and pallet jacks',
    'Pick, pack and stage orders accurately using RF scanners',
    'Receive material, check it against packing lists and put it away',
    'Run cycle counts and help keep inventory accurate',
    'Deliver raw material to production lines on time',
    'Keep aisles, docks and racking clean and safe',
  ],
  automation: [
    'Program, troubleshoot and modify PLC and HMI logic',
    'Teach and touch up robot paths and tune vision and sensor setups',
    'Support automated cells, conveyors and servo systems to reduce downtime',
    'Read and update electrical and pneumatic schematics',
    'Commission new equipment with integrators and vendors',
    'Document changes and back up controller programs',
  ],
  'sheet-metal': [
    'Set up and run press brakes, lasers and turret punches from prints',
    'Select brake tooling and calculate bend sequences',
    'Check parts with calipers, protractors and tape measures',
    'Load and unload sheets safely with forklifts and vacuum lifts',
    'Deburr, sort and stage formed parts for welding and assembly',
    'Keep machines clean and follow safety procedures',
  ],
  supervision: [
    'Lead a production team to meet safety, quality, delivery and cost goals',
    'Plan labor and schedule work to hit the daily production plan',
    'Track OEE, scrap and downtime and drive improvements',
    'Train, coach and hold team members accountable',
    'Lead shift start-up meetings and hand-offs',
    'Partner with maintenance, quality and engineering to solve problems',
  ],
};

/** Screener questions per discipline (spec 001 §5 asks for 3 to 7 per job). */
export const SCREENER_QUESTIONS: Readonly<Record<DisciplineKey, readonly string[]>> = {
  cnc: [
    'How many years have you set up and run CNC machines?',
    'Which CNC controls have you used (for example Fanuc, Haas, Mazatrol, Okuma OSP)?',
    'Can you read blueprints and GD&T callouts?',
    'Are you comfortable editing G-code at the machine?',
    'What is the tightest tolerance you have held in production?',
    'Are you able to work the shift listed in this job post?',
  ],
  welding: [
    'Which welding processes are you certified in?',
    'Do you hold a current AWS certification? If so, which one?',
    'Can you read weld symbols and fabrication drawings?',
    'Which positions can you weld (1G, 2G, 3G, 4G, 6G)?',
    'Are you able to lift 50 pounds regularly?',
    'Are you able to work the shift listed in this job post?',
  ],
  maintenance: [
    'How many years of industrial maintenance experience do you have?',
    'Are you comfortable troubleshooting 480V three-phase equipment?',
    'Have you worked with PLCs? Which brands?',
    'Describe a breakdown you fixed and how you found the cause.',
    'Do you own your own hand tools?',
    'Are you available for overtime and weekend call-in?',
  ],
  molding: [
    'How many years have you worked in injection molding?',
    'Which press brands have you set up (for example Engel, Arburg, Milacron)?',
    'Can you hang and change molds on your own?',
    'How would you fix short shots on a part?',
    'Have you had scientific molding or RJG training?',
    'Are you able to work the shift listed in this job post?',
  ],
  assembly: [
    'Do you have experience in manufacturing or assembly?',
    'Are you comfortable standing for a full shift?',
    'Can you follow written work instructions and diagrams?',
    'Have you used torque tools or power tools on a line?',
    'Are you able to work the shift listed in this job post?',
  ],
  quality: [
    'How many years of quality inspection experience do you have?',
    'Which measuring tools and CMM software have you used?',
    'Can you read blueprints and GD&T callouts?',
    'Have you worked under ISO 9001, IATF 16949 or AS9100?',
    'Have you completed first article inspection reports?',
  ],
  electrical: [
    'Do you hold a journeyman or master electrician license?',
    'How many years of industrial electrical experience do you have?',
    'Are you comfortable working on 480V three-phase systems?',
    'Have you troubleshot VFDs and motor controls?',
    'Have you completed NFPA 70E training?',
  ],
  tooling: [
    'Did you complete a tool and die or mold making apprenticeship?',
    'How many years have you built or repaired dies or molds?',
    'Which machines do you run (EDM, grinders, mills, lathes)?',
    'Can you work from CAD models as well as prints?',
    'Are you able to work the shift listed in this job post?',
  ],
  warehouse: [
    'Do you have a current forklift certification?',
    'Which lift trucks have you operated (sit-down, stand-up, reach truck, order picker)?',
    'Have you used RF scanners and a warehouse management system?',
    'Are you able to lift 50 pounds regularly?',
    'Are you able to work the shift listed in this job post?',
  ],
  automation: [
    'Which PLC platforms have you programmed (Allen-Bradley, Siemens, other)?',
    'Have you programmed or touched up industrial robots? Which brands?',
    'How many years of controls or automation experience do you have?',
    'Describe an automation problem you solved and how.',
    'Are you available for occasional travel to other sites?',
  ],
  'sheet-metal': [
    'How many years have you run a press brake?',
    'Can you set up brake tooling and calculate bend sequences?',
    'Which press brake or laser brands have you used?',
    'Can you read blueprints and use measuring tools?',
    'Are you able to work the shift listed in this job post?',
  ],
  supervision: [
    'How many people have you supervised?',
    'Which metrics did your team track (OEE, scrap, on-time delivery)?',
    'Have you led lean or continuous improvement projects?',
    'Describe how you handle a team member who misses targets.',
    'Are you able to work the shift listed in this job post?',
  ],
};

export function disciplineOf(key: DisciplineKey): Discipline {
  const found = DISCIPLINES.find((d) => d.key === key);
  if (!found) throw new Error(`Unknown discipline ${key}`);
  return found;
}

export function machineByName(name: string): Machine {
  const found = MACHINES.find((m) => m.name === name);
  if (!found) throw new Error(`Unknown machine ${name}`);
  return found;
}

export function jobTitleByName(title: string): JobTitle {
  const found = JOB_TITLES.find((j) => j.title === title);
  if (!found) throw new Error(`Unknown job title ${title}`);
  return found;
}

// BEGIN PREAMBLE
	.version	7.0
	.target	sm_80
	.address_size 64
// END PREAMBLE


// BEGIN FUNCTION DECL: lookup$_omp_fn$1
.func lookup$_omp_fn$1 (.param.u64 %in_ar0);

// BEGIN FUNCTION DEF: lookup$_omp_fn$1
.func lookup$_omp_fn$1 (.param.u64 %in_ar0)
{
	.reg.u64 %ar0;
	ld.param.u64 %ar0, [%in_ar0];
	.reg.u64 %stack;
	.reg.u64 %frame;
	.reg.u64 %sspslot;
	.reg.u64 %sspprev;
	{
		.reg.u32 %fstmp0;
		.reg.u64 %fstmp1;
		.reg.u64 %fstmp2;
		mov.u32 %fstmp0, %tid.y;
		mul.wide.u32 %fstmp1, %fstmp0, 8;
		mov.u64 %fstmp2, __nvptx_stacks;
		add.u64 %sspslot, %fstmp2, %fstmp1;
		ld.shared.u64 %sspprev, [%sspslot];
		sub.u64 %frame, %sspprev, 0;
		sub.u64 %stack, %frame, 0;
		st.shared.u64 [%sspslot], %stack;
	}
	.local.align 8 .b8 %simtstack_ar[136];
	.reg.u32 %r22;
	.reg.u32 %r23;
	.reg.u32 %r25;
	.reg.u32 %r26;
	.reg.u32 %r27;
	.reg.u64 %r29;
	.reg.u64 %r30;
	.reg.u64 %r31;
	.reg.u64 %r32;
	.reg.u64 %r33;
	.reg.u64 %r34;
	.reg.u64 %r35;
	.reg.u64 %r36;
	.reg.u64 %r37;
	.reg.u64 %r38;
	.reg.u32 %r41;
	.reg.u32 %r43;
	.reg.u32 %r44;
	.reg.u32 %r45;
	.reg.u32 %r46;
	.reg.u64 %r49;
	.reg.u32 %r64;
	.reg.u64 %r65;
	.reg.u64 %r67;
	.reg.u64 %r69;
	.reg.u32 %r70;
	.reg.u32 %r72;
	.reg.u64 %r73;
	.reg.u64 %r75;
	.reg.u64 %r76;
	.reg.u32 %r77;
	.reg.u32 %r79;
	.reg.u32 %r80;
	.reg.u32 %r81;
	.reg.u32 %r83;
	.reg.u64 %r84;
	.reg.u32 %r86;
	.reg.u32 %r88;
	.reg.u32 %r89;
	.reg.u32 %r92;
	.reg.u32 %r96;
	.reg.u32 %r99;
	.reg.u32 %r100;
	.reg.u32 %r103;
	.reg.u32 %r104;
	.reg.u32 %r105;
	.reg.u32 %r108;
	.reg.u32 %r109;
	.reg.u32 %r110;
	.reg.u32 %r111;
	.reg.u32 %r115;
	.reg.u32 %r117;
	.reg.u32 %r119;
	.reg.u32 %r123;
	.reg.u32 %r124;
	.reg.u32 %r128;
	.reg.u32 %r131;
	.reg.u32 %r134;
	.reg.u32 %r135;
	.reg.u32 %r139;
	.reg.u32 %r140;
	.reg.u32 %r141;
	.reg.u32 %r142;
	.reg.u32 %r143;
	.reg.u32 %r144;
	.reg.u32 %r146;
	.reg.u32 %r147;
	.reg.u32 %r150;
	.reg.u32 %r151;
	.reg.u32 %r152;
	.reg.u32 %r153;
	.reg.u32 %r154;
	.reg.u32 %r155;
	.reg.u64 %r157;
	.reg.u32 %r160;
	.reg.u64 %r161;
	.reg.u32 %r162;
	.reg.u32 %r163;
	.reg.u32 %r164;
	.reg.pred %r165;
	.reg.pred %r167;
	.reg.pred %r168;
	.reg.u64 %r169;
	.reg.u32 %r170;
	.reg.u32 %r171;
	.reg.u32 %r172;
	.reg.u64 %r173;
	.reg.u64 %r174;
	.reg.u64 %r176;
	.reg.u64 %r177;
	.reg.u64 %r178;
	.reg.pred %r179;
	.reg.pred %r180;
	.reg.u64 %r181;
	.reg.u64 %r182;
	.reg.pred %r183;
	.reg.pred %r184;
	.reg.pred %r185;
	.reg.u32 %r186;
	.reg.u64 %r187;
	.reg.u64 %r188;
	.reg.u64 %r189;
	.reg.u32 %r190;
	.reg.u32 %r191;
	.reg.u64 %r192;
	.reg.u64 %r193;
	.reg.u64 %r194;
	.reg.u32 %r195;
	.reg.u32 %r196;
	.reg.u32 %r197;
	.reg.u32 %r199;
	.reg.u32 %r201;
	.reg.u32 %r202;
	.reg.u32 %r203;
	.reg.u64 %r205;
	.reg.u64 %r206;
	.reg.u64 %r207;
	.reg.u32 %r208;
	.reg.u32 %r209;
	.reg.u32 %r210;
	.reg.u32 %r211;
	.reg.u32 %r212;
	.reg.u32 %r213;
	.reg.u32 %r215;
	.reg.u32 %r217;
	.reg.u32 %r219;
	.reg.u32 %r222;
	.reg.u32 %r223;
	.reg.u32 %r224;
	.reg.u32 %r226;
	.reg.u32 %r227;
	.reg.u32 %r229;
	.reg.u32 %r230;
	.reg.u32 %r231;
	.reg.u32 %r232;
	.reg.u32 %r233;
	.reg.u32 %r234;
	.reg.u64 %r235;
	{
		.reg.u32 %ustmp0;
		.reg.u64 %ustmp1;
		mov.u32 %ustmp0, %tid.y;
		mul.wide.u32 %ustmp1, %ustmp0, 4;
		mov.u64 %r235, __nvptx_uni;
		add.u64 %r235, %r235, %ustmp1;
	}
		mov.u64	%r161, %ar0;
		ld.u32	%r27, [%r161+84];
	{
		.param.u32 %value_in;
		call (%value_in), omp_get_num_threads;
		ld.param.u32	%r162, [%value_in];
	}
	{
		.param.u32 %value_in;
		call (%value_in), omp_get_thread_num;
		ld.param.u32	%r163, [%value_in];
	}
		ld.u32	%r164, [%r161+80];
		sub.u32	%r41, %r164, %r27;
		div.s32	%r22, %r41, %r162;
		rem.s32	%r23, %r41, %r162;
		setp.lt.s32	%r165, %r163, %r23;
	@%r165	bra	$L2;
$L12:
		mad.lo.u32	%r43, %r22, %r163, %r23;
		add.u32	%r44, %r22, %r43;
		setp.ge.s32	%r167, %r43, %r44;
	@%r167	bra	$L1;
		ld.u64	%r29, [%r161+72];
		ld.u64	%r30, [%r161+64];
		ld.u64	%r31, [%r161+56];
		ld.u64	%r32, [%r161+48];
		ld.u64	%r33, [%r161+40];
		ld.u64	%r34, [%r161+32];
		ld.u64	%r35, [%r161+24];
		ld.u64	%r36, [%r161+16];
		ld.u64	%r37, [%r161+8];
		ld.u64	%r38, [%r161];
		add.u32	%r45, %r27, %r43;
		add.u32	%r46, %r27, %r44;
	{
		.reg.u32 %ustmp2;
		mov.u32 %ustmp2, -1;
		st.shared.u32 [%r235], %ustmp2;
	}
	{
		cvta.local.u64 %r76, %simtstack_ar + 136;
		sub.u64 %r76, %r76, 0;
		st.u64 [%r76 + -8], %stack;
		sub.u64 %stack, %r76, 8;
	st.shared.u64	[%sspslot], %stack;
	}
		mov.u32	%r77, %laneid;
		add.u32	%r79, %r77, %r45;
		setp.gt.s32	%r168, %r46, %r79;
	@%r168	bra	$L4;
$L8:
	{
		.reg.u32 %ustmp2;
		mov.u32 %ustmp2, 0;
		st.shared.u32 [%r235], %ustmp2;
	}
	{
		ld.u64 %stack, [%r76 + -8];
	st.shared.u64	[%sspslot], %stack;
	}
		bar.warp.sync	0xffffffff;
		bra	$L1;
$L4:
		cvt.s64.s32	%r169, %r79;
		shl.b64	%r157, %r169, 2;
		add.u64	%r75, %r33, %r157;
		add.u64	%r73, %r32, %r157;
		add.u64	%r69, %r31, %r157;
		add.u64	%r67, %r30, %r157;
		add.u64	%r65, %r29, %r157;
		add.u32	%r170, %r46, -1;
		sub.u32	%r171, %r170, %r79;
		shr.u32	%r172, %r171, 5;
		cvt.u64.u32	%r173, %r172;
		shl.b64	%r174, %r173, 5;
		add.u64	%r176, %r174, %r169;
		shl.b64	%r177, %r176, 2;
		add.u64	%r178, %r33, 128;
		add.u64	%r49, %r177, %r178;
		mov.u32	%r231, 3;
		mov.u32	%r232, -2128831035;
		mov.u32	%r233, -430675100;
		mov.u32	%r234, 1;
$L7:
		ld.u32	%r80, [%r75];
		ld.u32	%r81, [%r73];
		mul.lo.u32	%r83, %r80, -1640531535;
		shr.u32	%r70, %r83, 16;
		setp.eq.u32	%r179, %r81, 0;
	@%r179	bra	$L13;
		mov.u32	%r64, 0;
		mov.u32	%r72, %r232;
		bra	$L6;
$L11:
		st.u32	[%r69], %r25;
		st.u32	[%r67], %r26;
		st.u32	[%r65], %r64;
		add.u64	%r75, %r75, 128;
		add.u64	%r73, %r73, 128;
		add.u64	%r69, %r69, 128;
		add.u64	%r67, %r67, 128;
		add.u64	%r65, %r65, 128;
		setp.ne.u64	%r180, %r49, %r75;
	@%r180	bra	$L7;
		bra	$L8;
$L6:
		cvt.u64.u32	%r181, %r70;
		shl.b64	%r84, %r181, 2;
		add.u64	%r182, %r38, %r84;
		ld.u32	%r86, [%r182];
		setp.eq.u32	%r183, %r80, %r86;
	@%r183	bra	$L9;
		setp.eq.u32	%r184, %r86, -1;
	@%r184	bra	$L10;
		xor.b32	%r88, %r86, %r72;
		mul.lo.u32	%r72, %r88, 16777619;
		add.u32	%r89, %r70, 1;
		and.b32	%r70, %r89, 65535;
		add.u32	%r64, %r64, 1;
		setp.ne.u32	%r185, %r81, %r64;
	@%r185	bra	$L6;
		mov.u32	%r160, %r64;
		bra	$L5;
$L10:
		and.b32	%r186, %r80, 255;
		cvt.s64.s32	%r187, %r186;
		shl.b64	%r188, %r187, 2;
		add.u64	%r189, %r34, %r188;
		ld.u32	%r92, [%r189];
		shr.u32	%r190, %r70, 3;
		and.b32	%r191, %r190, 255;
		cvt.u64.u32	%r192, %r191;
		shl.b64	%r193, %r192, 2;
		add.u64	%r194, %r34, %r193;
		ld.u32	%r96, [%r194];
		shr.u32	%r195, %r72, 5;
		add.u32	%r196, %r195, %r92;
		xor.b32	%r99, %r196, %r83;
		shl.b32	%r100, %r99, 5;
		xor.b32	%r197, %r99, %r100;
		mad.lo.u32	%r103, %r197, 668265263, %r96;
		shr.u32	%r104, %r103, 15;
		xor.b32	%r105, %r103, %r104;
		mad.lo.u32	%r108, %r64, 374761393, %r105;
		mul.lo.u32	%r109, %r108, -2048144777;
		shr.u32	%r110, %r109, 13;
		xor.b32	%r111, %r109, %r110;
		xor.b32	%r199, %r92, %r96;
		add.u32	%r201, %r199, %r199;
		add.u32	%r202, %r201, %r199;
		shl.b32	%r203, %r202, 2;
		vsub.u32.u32.u32.add	%r25, %r203, %r199, %r111;
		mov.u32	%r26, 2;
		bra	$L11;
$L9:
		add.u64	%r205, %r37, %r84;
		ld.u32	%r115, [%r205];
		add.u64	%r206, %r36, %r84;
		ld.u32	%r117, [%r206];
		add.u64	%r207, %r35, %r84;
		ld.u32	%r119, [%r207];
		shl.b32	%r208, %r117, 7;
		xor.b32	%r209, %r208, %r115;
		mad.lo.u32	%r123, %r209, -2048144789, %r119;
		shr.u32	%r124, %r123, 13;
		xor.b32	%r210, %r123, %r124;
		mad.lo.u32	%r128, %r210, -1028477387, %r64;
		shr.u32	%r211, %r119, 3;
		and.b32	%r212, %r211, 255;
		xor.b32	%r131, %r212, %r128;
		shr.u32	%r213, %r115, 11;
		shl.b32	%r215, %r213, 3;
		vsub.u32.u32.u32.add	%r134, %r215, %r213, %r131;
		shr.u32	%r135, %r134, 16;
		xor.b32	%r217, %r134, %r135;
		shl.b32	%r219, %r217, 2;
		add.u32	%r222, %r117, %r117;
		add.u32	%r223, %r222, %r117;
		sub.u32	%r224, %r233, %r223;
		vadd.u32.u32.u32.add	%r139, %r217, %r219, %r224;
		xor.b32	%r25, %r80, %r139;
		mov.u32	%r26, %r234;
		bra	$L11;
$L13:
		mov.u32	%r64, %r81;
		mov.u32	%r160, %r64;
		mov.u32	%r72, -2128831035;
$L5:
		xor.b32	%r140, %r72, %r80;
		mul.lo.u32	%r141, %r140, -862048943;
		shr.u32	%r142, %r141, 17;
		xor.b32	%r143, %r141, %r142;
		mul.lo.u32	%r144, %r143, 461845907;
		mul.lo.u32	%r226, %r70, 625341585;
		xor.b32	%r146, %r226, %r144;
		shr.u32	%r147, %r146, 19;
		xor.b32	%r227, %r146, %r147;
		shl.b32	%r229, %r227, 2;
		add.u32	%r230, %r229, %r227;
		add.u32	%r150, %r230, -430675100;
		shr.u32	%r151, %r150, 16;
		xor.b32	%r152, %r150, %r151;
		mul.lo.u32	%r153, %r152, -2048144789;
		shr.u32	%r154, %r153, 13;
		xor.b32	%r155, %r153, %r154;
		add.u32	%r25, %r155, %r160;
		mov.u32	%r26, %r231;
		bra	$L11;
$L2:
		add.u32	%r22, %r22, 1;
		mov.u32	%r23, 0;
		bra	$L12;
$L1:
	st.shared.u64	[%sspslot], %sspprev;
	ret;
}
.visible .entry lookup$_omp_fn$0 (.param.u64 %arg, .param.u64 %stack, .param.u64 %sz)
{
	.reg.u32 %r<3>;
	.reg.u64 %R<4>;
	mov.u32 %r0, %tid.y;
	mov.u32 %r1, %ntid.y;
	mov.u32 %r2, %ctaid.x;
	cvt.u64.u32 %R1, %r0;
	mad.wide.u32 %R1, %r1, %r2, %R1;
	mov.u64 %R0, __nvptx_stacks;
	mad.wide.u32 %R0, %r0, 8, %R0;
	ld.param.u64 %R2, [%stack];
	ld.param.u64 %R3, [%sz];
	add.u64 %R2, %R2, %R3;
	mad.lo.u64 %R2, %R1, %R3, %R2;
	st.shared.u64 [%R0], %R2;
	mov.u64 %R0, __nvptx_uni;
	mad.wide.u32 %R0, %r0, 4, %R0;
	mov.u32 %r0, 0;
	st.shared.u32 [%R0], %r0;
	mov.u64 %R0, lookup$_omp_fn$0$impl;
	ld.param.u64 %R1, [%arg];
	{
		.param.u64 %P<2>;
		st.param.u64 [%P0], %R0;
		st.param.u64 [%P1], %R1;
		call.uni gomp_nvptx_main, (%P0, %P1);
	}
	ret.uni;
}

// BEGIN FUNCTION DECL: lookup$_omp_fn$0$impl
.func lookup$_omp_fn$0$impl (.param.u64 %in_ar0);

// BEGIN FUNCTION DEF: lookup$_omp_fn$0$impl
.func lookup$_omp_fn$0$impl (.param.u64 %in_ar0)
{
	.reg.u64 %ar0;
	ld.param.u64 %ar0, [%in_ar0];
	.reg.u64 %stack;
	.reg.u64 %frame;
	.reg.u64 %sspslot;
	.reg.u64 %sspprev;
	{
		.reg.u32 %fstmp0;
		.reg.u64 %fstmp1;
		.reg.u64 %fstmp2;
		mov.u32 %fstmp0, %tid.y;
		mul.wide.u32 %fstmp1, %fstmp0, 8;
		mov.u64 %fstmp2, __nvptx_stacks;
		add.u64 %sspslot, %fstmp2, %fstmp1;
		ld.shared.u64 %sspprev, [%sspslot];
		sub.u64 %frame, %sspprev, 96;
		sub.u64 %stack, %frame, 0;
		st.shared.u64 [%sspslot], %stack;
	}
	.reg.u32 %r22;
	.reg.u32 %r23;
	.reg.u32 %r24;
	.reg.u32 %r39;
	.reg.u32 %r40;
	.reg.u64 %r57;
	.reg.v2.u64 %r58;
	.reg.u64 %r59;
	.reg.u64 %r60;
	.reg.v2.u64 %r61;
	.reg.u64 %r62;
	.reg.u64 %r63;
	.reg.v2.u64 %r64;
	.reg.u64 %r65;
	.reg.u64 %r66;
	.reg.v2.u64 %r67;
	.reg.u64 %r68;
	.reg.u64 %r69;
	.reg.v2.u64 %r70;
	.reg.u64 %r71;
	.reg.u64 %r72;
	.reg.u32 %r75;
	.reg.u32 %r77;
	.reg.pred %r79;
	.reg.u32 %r80;
	.reg.u32 %r81;
	.reg.u32 %r82;
	.reg.pred %r84;
	.reg.pred %r86;
	.reg.v2.u32 %r87;
	.reg.u64 %r88;
		mov.u64	%r57, %ar0;
		mov.v2.u64	%r58, { 0, 0 };
		ld.u64	%r59, [%r57];
		mov.u64	%r58.x, %r59;
		ld.u64	%r60, [%r57+8];
		mov.u64	%r58.y, %r60;
		mov.v2.u64	%r61, { 0, 0 };
		ld.u64	%r62, [%r57+16];
		mov.u64	%r61.x, %r62;
		ld.u64	%r63, [%r57+24];
		mov.u64	%r61.y, %r63;
		mov.v2.u64	%r64, { 0, 0 };
		ld.u64	%r65, [%r57+32];
		mov.u64	%r64.x, %r65;
		ld.u64	%r66, [%r57+40];
		mov.u64	%r64.y, %r66;
		mov.v2.u64	%r67, { 0, 0 };
		ld.u64	%r68, [%r57+48];
		mov.u64	%r67.x, %r68;
		ld.u64	%r69, [%r57+56];
		mov.u64	%r67.y, %r69;
		mov.v2.u64	%r70, { 0, 0 };
		ld.u64	%r71, [%r57+64];
		mov.u64	%r70.x, %r71;
		ld.u64	%r72, [%r57+72];
		mov.u64	%r70.y, %r72;
		mov.u32	%r22, 1;
$L19:
		mov.u32	%r75, 0;
	{
		.param.u32 %value_in;
		.param.u32 %out_arg1;
		st.param.u32 [%out_arg1], %r75;
		.param.u32 %out_arg2;
		st.param.u32 [%out_arg2], %r75;
		.param.u32 %out_arg3;
		st.param.u32 [%out_arg3], %r75;
		.param.u32 %out_arg4;
		st.param.u32 [%out_arg4], %r22;
		call (%value_in), GOMP_teams4, (%out_arg1, %out_arg2, %out_arg3, %out_arg4);
		ld.param.u32	%r77, [%value_in];
	}
		setp.ne.u32	%r79, %r77, 0;
	@!%r79	bra	$L23;
	{
		.param.u32 %value_in;
		call (%value_in), omp_get_num_teams;
		ld.param.u32	%r80, [%value_in];
	}
	{
		.param.u32 %value_in;
		call (%value_in), omp_get_team_num;
		ld.param.u32	%r81, [%value_in];
	}
		mov.u32	%r82, 8192;
		div.s32	%r23, %r82, %r80;
		rem.s32	%r24, %r82, %r80;
		setp.lt.s32	%r84, %r81, %r24;
	@%r84	bra	$L18;
$L21:
		mad.lo.u32	%r39, %r23, %r81, %r24;
		add.u32	%r40, %r23, %r39;
		mov.u32	%r22, 0;
		setp.ge.s32	%r86, %r39, %r40;
	@%r86	bra	$L19;
		mov.v2.u32	%r87, { 0, 0 };
		mov.u32	%r87.x, %r40;
		mov.u32	%r87.y, %r39;
		st.v2.u32	[%frame+80], %r87;
		st.v2.u64	[%frame], %r58;
		st.v2.u64	[%frame+16], %r61;
		st.v2.u64	[%frame+32], %r64;
		st.v2.u64	[%frame+48], %r67;
		st.v2.u64	[%frame+64], %r70;
		mov.u64	%r88, lookup$_omp_fn$1;
	{
		.param.u64 %out_arg1;
		st.param.u64 [%out_arg1], %r88;
		.param.u64 %out_arg2;
		st.param.u64 [%out_arg2], %frame;
		.param.u32 %out_arg3;
		st.param.u32 [%out_arg3], %r22;
		.param.u32 %out_arg4;
		st.param.u32 [%out_arg4], %r22;
		call GOMP_parallel, (%out_arg1, %out_arg2, %out_arg3, %out_arg4);
	}
		bra	$L19;
$L18:
		add.u32	%r23, %r23, 1;
		mov.u32	%r24, %r75;
		bra	$L21;
$L23:
	st.shared.u64	[%sspslot], %sspprev;
	ret;
}
//:FUNC_MAP "lookup$_omp_fn$0"

// BEGIN GLOBAL FUNCTION DECL: omp_get_num_threads
.extern .func (.param.u32 %value_out) omp_get_num_threads;

// BEGIN GLOBAL FUNCTION DECL: omp_get_thread_num
.extern .func (.param.u32 %value_out) omp_get_thread_num;

// BEGIN GLOBAL FUNCTION DECL: gomp_nvptx_main
.extern .func gomp_nvptx_main (.param.u64 %in_ar1, .param.u64 %in_ar2);

// BEGIN GLOBAL FUNCTION DECL: GOMP_teams4
.extern .func (.param.u32 %value_out) GOMP_teams4 (.param.u32 %in_ar0, .param.u32 %in_ar1, .param.u32 %in_ar2, .param.u32 %in_ar3);

// BEGIN GLOBAL FUNCTION DECL: omp_get_num_teams
.extern .func (.param.u32 %value_out) omp_get_num_teams;

// BEGIN GLOBAL FUNCTION DECL: omp_get_team_num
.extern .func (.param.u32 %value_out) omp_get_team_num;

// BEGIN GLOBAL FUNCTION DECL: GOMP_parallel
.extern .func GOMP_parallel (.param.u64 %in_ar0, .param.u64 %in_ar1, .param.u32 %in_ar2, .param.u32 %in_ar3);

// BEGIN GLOBAL VAR DECL: __nvptx_stacks
.extern .shared .u64 __nvptx_stacks[32];

// BEGIN GLOBAL VAR DECL: __nvptx_uni
.extern .shared .u32 __nvptx_uni[32];

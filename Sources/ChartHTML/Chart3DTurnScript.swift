/// The script that turns a 3D chart in an offline page: dragging changes the pose, and the script
/// projects, lights and sorts the chart's geometry itself, as the Swift renderer does, so turning
/// needs no server and no precomputed states.
package enum Chart3DTurnScript {
    /// A function of the page's root id; the geometry of the n-th 3D chart is the JSON in the
    /// element `<id>-3d-<n>`.
    package static let source = #"""
(function(id){
var root=document.getElementById(id);if(!root)return;
var NS='http://www.w3.org/2000/svg';
function norm(v){var l=Math.hypot(v[0],v[1],v[2]);return l>0?[v[0]/l,v[1]/l,v[2]/l]:[0,0,0];}
var L=norm([-0.35,0.75,0.55]),H=norm([L[0],L[1],L[2]+1]);
function dot(a,b){return a[0]*b[0]+a[1]*b[1]+a[2]*b[2];}
function shade(c,n,m,r){n=norm(n);if(n[2]<0)n=[-n[0],-n[1],-n[2]];
var dif=Math.max(0,dot(n,L)),dw=0.72*(1-0.55*m),amb=0.38-0.08*m,s=1-r,sh=6+s*s*140,st=(0.06+0.55*s*s)*(0.7+0.6*m);
var hl=st*Math.pow(Math.max(0,dot(n,H)),sh);
return 'rgb('+c.map(function(v){return Math.round(255*Math.min(1,Math.max(0,v*(amb+dw*dif)+hl*((1-m)+m*v))));}).join(',')+')';}
root.querySelectorAll('g.chart3d').forEach(function(g,gi){
var el=document.getElementById(id+'-3d-'+gi);if(!el)return;
var d=JSON.parse(el.textContent),az=d.az,inc=d.inc,pending=false,pool={},plot=null,grid=null,axes=null,last='';
var label=g.querySelector('g.axis text');var tmpl=label?label.cloneNode(false):null;
function draw(){pending=false;
var a=az*Math.PI/180,e=Math.max(-89.999,Math.min(89.999,inc))*Math.PI/180;
var sa=Math.sin(a),ca=Math.cos(a),se=Math.sin(e),ce=Math.cos(e);
var T=[sa*ce,se,ca*ce],R=[ca,0,-sa],U=[-sa*se,ce,-ca*se];
function P(x,y,z){var v=[x,y,z],vz=dot(v,T),k=d.persp?3/Math.max(3-vz,0.25):1;return [d.cx+dot(v,R)*k*d.unit,d.cy-dot(v,U)*k*d.unit,vz];}
function V(n){return [dot(n,R),dot(n,U),dot(n,T)];}
function f(v){return v.toFixed(2);}
function poly(ps){return 'M'+ps.map(function(p){return f(p[0])+' '+f(p[1]);}).join(' ')+'Z';}
var bx=T[0]>=0?-0.5:0.5,by=T[1]>=0?-0.5:0.5,bz=T[2]>=0?-0.5:0.5,m='';
var tk={x:d.ticks.x.map(function(t){return t[0];}),y:d.ticks.y.map(function(t){return t[0];}),z:d.ticks.z.map(function(t){return t[0];})};
function face(cs,lines){m+='<g class="grid" aria-hidden="true"><path fill="'+d.grid+'" fill-opacity="0.22" stroke="'+d.grid+'" d="'+poly(cs.map(function(c){return P(c[0],c[1],c[2]);}))+'"/>';
lines.forEach(function(l){var p=P(l[0],l[1],l[2]),q=P(l[3],l[4],l[5]);m+='<path fill="none" stroke="'+d.grid+'" stroke-width="0.5" d="M'+f(p[0])+' '+f(p[1])+' '+f(q[0])+' '+f(q[1])+'"/>';});m+='</g>';}
if(Math.abs(T[1])>0.02)face([[-.5,by,-.5],[.5,by,-.5],[.5,by,.5],[-.5,by,.5]],tk.x.map(function(t){return [t,by,-.5,t,by,.5];}).concat(tk.z.map(function(t){return [-.5,by,t,.5,by,t];})));
if(Math.abs(T[2])>0.02)face([[-.5,-.5,bz],[.5,-.5,bz],[.5,.5,bz],[-.5,.5,bz]],tk.x.map(function(t){return [t,-.5,bz,t,.5,bz];}).concat(tk.y.map(function(t){return [-.5,t,bz,.5,t,bz];})));
if(Math.abs(T[0])>0.02)face([[bx,-.5,-.5],[bx,-.5,.5],[bx,.5,.5],[bx,.5,-.5]],tk.z.map(function(t){return [bx,-.5,t,bx,.5,t];}).concat(tk.y.map(function(t){return [bx,t,-.5,bx,t,.5];})));
var items=[];
d.surf.forEach(function(s,si){var w=s.n+1,pts=[];
for(var j=0;j<w;j++)for(var i=0;i<w;i++){var y=s.y[j*w+i];pts.push(y===null?null:[s.xs[i],y,s.zs[j]]);}
var sc=pts.map(function(p){return p?P(p[0],p[1],p[2]):null;});
for(var j=0;j<s.n;j++)for(var i=0;i<s.n;i++){var A=j*w+i,B=A+1,C=A+w+1,D=A+w,c=s.c[j*s.n+i];
if(!c||!sc[A]||!sc[B]||!sc[C]||!sc[D])continue;
var p1=pts[D],p2=pts[B],p3=pts[C],p0=pts[A],u=[p1[0]-p2[0],p1[1]-p2[1],p1[2]-p2[2]],v=[p3[0]-p0[0],p3[1]-p0[1],p3[2]-p0[2]];
var n=[u[1]*v[2]-u[2]*v[1],u[2]*v[0]-u[0]*v[2],u[0]*v[1]-u[1]*v[0]];
var q=[sc[A],sc[B],sc[C],sc[D]],mx=(q[0][0]+q[1][0]+q[2][0]+q[3][0])/4,my=(q[0][1]+q[1][1]+q[2][1]+q[3][1])/4;
q=q.map(function(p){var dx=p[0]-mx,dy=p[1]-my,l=Math.hypot(dx,dy),k=l>1e-9?(l+0.35)/l:1;return [mx+dx*k,my+dy*k];});
items.push([(sc[A][2]+sc[B][2]+sc[C][2]+sc[D][2])/4,'s'+si+'-'+A,'path','mark area surface',{fill:shade(c,V(n),s.m,s.r),d:poly(q)}]);}});
d.rules.forEach(function(r,ri){var p=P(r[0],r[1],r[2]),q=P(r[3],r[4],r[5]);
items.push([(p[2]+q[2])/2,'r'+ri,'path','mark rule',{fill:'none','stroke-width':'2','stroke-linecap':'round',stroke:'rgb('+r.slice(6,9).map(function(v){return Math.round(v*255);}).join(',')+')',d:'M'+f(p[0])+' '+f(p[1])+' '+f(q[0])+' '+f(q[1])}]);});
d.polys.forEach(function(r,pi){var ps=[0,1,2,3].map(function(k){return P(r[3*k],r[3*k+1],r[3*k+2]);});
items.push([(ps[0][2]+ps[1][2]+ps[2][2]+ps[3][2])/4,'q'+pi,'path','mark rectangle',{fill:shade(r.slice(12,15),V(r.slice(15,18)),r[18],r[19]),d:poly(ps)}]);});
d.pts.forEach(function(r,pi){var p=P(r[0],r[1],r[2]),k=d.persp?3/Math.max(3-p[2],0.25):1,rad=r[6]/2*k,c=r.slice(3,6),sx=L[0],sy=-L[1],l=Math.hypot(sx,sy);sx/=l;sy/=l;
var layers=[[1,0,[-L[0],-L[1],0.45]],[0.78,0.16,[0,0,1]],[0.5,0.32,norm([L[0]*0.55,L[1]*0.55,L[2]*0.55+0.45])],[0.2+0.12*r[8],0.5,H]];
items.push([p[2],'p'+pi,'g','mark point',layers.map(function(y){return {cx:f(p[0]+sx*y[1]*rad),cy:f(p[1]+sy*y[1]*rad),r:f(y[0]*rad),fill:shade(c,y[2],r[7],r[8])};})]);});
items.sort(function(a,b){return a[0]-b[0];});
if(!plot){var keep=[];for(var k=0;k<g.children.length;k++){if(g.children[k].getAttribute('class')==='legend')keep.push(g.children[k]);}
g.textContent='';grid=document.createElementNS(NS,'g');plot=document.createElementNS(NS,'g');plot.setAttribute('class','plot');axes=document.createElementNS(NS,'g');
g.appendChild(grid);g.appendChild(plot);g.appendChild(axes);keep.forEach(function(k){g.appendChild(k);});}
grid.innerHTML=m;var order=items.map(function(t){return t[1];}).join(' '),same=order===last;last=order;var frag=same?null:document.createDocumentFragment();
items.forEach(function(t){var e=pool[t[1]];if(!e){e=document.createElementNS(NS,t[2]);e.setAttribute('class',t[3]);pool[t[1]]=e;
if(t[2]==='g')t[4].forEach(function(){e.appendChild(document.createElementNS(NS,'circle'));});}
if(t[2]==='g'){t[4].forEach(function(a,j){var ch=e.childNodes[j];for(var k in a)ch.setAttribute(k,a[k]);});}else{var a=t[4];for(var k in a)e.setAttribute(k,a[k]);}
if(frag)frag.appendChild(e);});
if(frag){plot.textContent='';plot.appendChild(frag);}axes.textContent='';
if(tmpl){var cen=P(0,0,0);[['x',function(t){return [t,by,-bz];}],['y',function(t){return [-bx,t,bz];}],['z',function(t){return [-bx,by,t];}]].forEach(function(ax){
var ts=d.ticks[ax[0]];if(!ts.length)return;var at=ax[1],a0=P.apply(null,at(-0.5)),a1=P.apply(null,at(0.5));if(Math.hypot(a1[0]-a0[0],a1[1]-a0[1])<=24)return;
var mid=P.apply(null,at(0)),ox=mid[0]-cen[0],oy=mid[1]-cen[1],ol=Math.hypot(ox,oy);if(ol>1e-9){ox/=ol;oy/=ol;}else{ox=0;oy=1;}
var grp=document.createElementNS(NS,'g');grp.setAttribute('class','axis '+ax[0]);
ts.forEach(function(t){var p=P.apply(null,at(t[0])),tx=tmpl.cloneNode(false);tx.textContent=t[1];
tx.setAttribute('x',f(p[0]+ox*6));var fs=d.font,y=p[1]+oy*6;tx.setAttribute('y',f(oy>0.35?y+fs*0.9:oy<-0.35?y-fs*0.2:y+fs*0.35));
tx.setAttribute('text-anchor',ox>0.35?'start':ox<-0.35?'end':'middle');grp.appendChild(tx);});axes.appendChild(grp);});}
g.setAttribute('data-azimuth',az.toFixed(1));g.setAttribute('data-inclination',inc.toFixed(1));}
var svg=g.ownerSVGElement||root,drag=null;root.style.touchAction='none';
svg.addEventListener('pointerdown',function(ev){drag=[ev.clientX,ev.clientY];try{svg.setPointerCapture(ev.pointerId);}catch(e){}});
svg.addEventListener('pointermove',function(ev){if(!drag)return;az-=(ev.clientX-drag[0])*0.5;inc=Math.max(-90,Math.min(90,inc+(ev.clientY-drag[1])*0.5));drag=[ev.clientX,ev.clientY];
if(!pending){pending=true;requestAnimationFrame(draw);}});
function end(){drag=null;}svg.addEventListener('pointerup',end);svg.addEventListener('pointercancel',end);
g.chart3DDraw=function(a,i){az=a;inc=i;draw();};
});
})
"""#
}
